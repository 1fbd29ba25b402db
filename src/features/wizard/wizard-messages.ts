/** Texts of the wizard screens that spec.md does not word (spec texts live in src/domain/messages.ts). */
export const DRAFT_NOT_SAVED = 'Your answers could not be saved on this device. Please try again.';
export const SITE_NOT_CREATED = 'Your site could not be saved. Your answers are still here; please try again.';
export const FIX_BASIC_INFO = 'Some required Basic Info is missing. Please complete step 1 before publishing.';
export const DRAFT_AUTOSAVED = 'Your answers are saved on this device as you type.';
export const WIZARD_TOTAL_STEPS = 8;
