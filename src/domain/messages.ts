/**
 * Every message a person can see, spelled once. The wording of spec.md sections 2, 4, 8 and 9
 * and of ui-contract.md is the authority; screens and tests import from here so they cannot drift.
 */

// What a published site and a share link show, kept in their own module so a visitor's page
// loads only these (site-messages.ts); re-exported so every message is still found here.
export * from './site-messages';

// Accounts (spec.md section 5 and 8)
export const INVALID_LOGIN = 'Invalid email or password.';
export const INVALID_ADMIN = 'Invalid admin credentials.';
export const ALL_FIELDS_REQUIRED = 'All fields are required, including plan selection.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const EMAIL_ALREADY_REGISTERED = 'Email already registered.';
export const ACCOUNT_BLOCKED = 'This account has been blocked. Contact support for help.';

// Publishing and editors
export const DRAFT_SAVED_LOCALLY = 'Draft saved locally!';
export const PROFILE_SAVED = 'Profile saved!';
export const ARTIST_PAGE_PUBLISHED = 'Your artist portfolio page has been published!';
export const SITE_PUBLISHED = 'Site published successfully!';
// The wizards' preview pages' words, in their own module for the same reason.
export * from './preview-messages';
// The single-page builders' words, in their own module: the manifest of kinds (src/sites/manifest.ts) names them.
export * from './builder-messages';
export const TEMPLATE_SOON = 'This template will be available soon!';

// Uploads
export const IMAGE_UPLOAD_FAILED = 'Image upload failed.';
export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, GIF or WebP). SVG is not accepted.';

// Payment
export const PAYMENT_CANCELLED = 'Payment cancelled.';
export const PAYMENT_ERROR = 'Something went wrong with PayPal. Please try again later.';
export const trialStarted = (plan: string) =>
  `Trial started! You've been upgraded to ${plan} with a 30-day free trial.`;

// E-mail client errors (spec.md section 8)
export const EMAIL_HEADLESS = 'Unavailable For Headless Browser';
export const EMAIL_FORBIDDEN = 'Forbidden';
export const EMAIL_TOO_MANY = 'Too Many Requests';

// Display messages (spec.md section 8)
// The publish pages' not-found texts live in their own small module: the site-kind manifest needs
// them, and it is in every page's first chunk (the share viewer's too), this whole file is not.
export { BLOG_NOT_FOUND, EVENT_NOT_FOUND, SITE_NOT_FOUND, STORE_NOT_FOUND } from './not-found-messages';
export const noTemplateFound = (id: string) => `No template found for: ${id}`;
export const NO_DELETED_SITES = 'No deleted sites.';
export const LOADING_LISTING = 'Loading your listing…';
export const LOADING_SLOT_2 = 'Loading Slot 2...';
export const unresolvedSlot = (slot: number) => `Missing or unresolved site/page ID for Slot ${slot}.`;
export const permanentlyDelete = (name: string) => `Permanently delete '${name}'? This cannot be undone.`;

// Signing up on the way to a screen that needs an account (issue 23): the welcome page's first action
export const CONTINUE = 'Continue';

// What the app shell shows on every screen (status bar, storage notices, error screen, outbox status), in
// their own module so the first chunk of every page carries only these: shell-messages.ts.
export * from './shell-messages';

// Outbox: uploads and e-mails waiting for a connection (src/outbox, ImageInput, OutboxIndicator)
export const WAITING_FOR_CONNECTION = 'Waiting for a connection';
/** Online, and the image host refused for now (5xx, 429) or could not be reached: when it tries again. */
export const uploadRetryingIn = (seconds: number) => `Upload failed, retrying in ${seconds} s`;
export const RETRY_NOW = 'Retry now';
/** After a final refusal (4xx): IMAGE_UPLOAD_FAILED, with these two. */
export const TRY_AGAIN = 'Try again';
export const uploadingPercent = (percent: number) => `Uploading… ${percent}%`;
export const RETRY = 'Retry';
export const REMOVE = 'Remove';
/** An image field's tile (ImageInput): its buttons, and what an empty tile asks for (touch, pointer). */
export const CHANGE = 'Change';
export const IMAGE_TILE_TOUCH = 'Tap to take or choose a photo';
export const IMAGE_TILE_POINTER = 'Choose, drop or paste a picture';
export const DISCARD = 'Discard';
export const OUTBOX_EMPTY = 'Nothing is waiting to be sent.';
// Sharing (issue 11)
export const SHARE = 'Share';
export const DOWNLOAD_SITE = 'Download site';
export const LINK_COPIED = 'Link copied. Paste it anywhere to share your site.';
/** The slot editor's saving code did not arrive (offline before the service worker held it, issue 38). */
export const EDITOR_SAVES_WHEN_ONLINE =
  'Offline: this editor’s saving code has not downloaded yet. Your changes stay on this screen and are saved as soon as you are back online.';
export const SHARE_OFFLINE = 'You are offline. Your link will be ready once you are back online.';
export const uploadingBeforeSharing = (count: number) =>
  `Uploading ${count} ${count === 1 ? 'image' : 'images'} before sharing…`;
export const imagesLeftOutOfLink = (count: number) =>
  `${count} ${count === 1 ? 'image is' : 'images are'} not uploaded, so the link shows the site without ${count === 1 ? 'it' : 'them'}. Choose ${count === 1 ? 'it' : 'them'} again in the editor to include ${count === 1 ? 'it' : 'them'}.`;

// My sites: dashboard, manage page, recycle bin (Brick's wording where spec.md is silent)
export const UNDO = 'Undo';
export const movedToRecycleBin = (name: string) => `'${name || 'Untitled site'}' moved to the recycle bin.`;
export const siteRestored = (name: string) => `'${name || 'Untitled site'}' restored.`;
export const siteDeletedForever = (name: string) => `'${name || 'Untitled site'}' deleted forever.`;
export const SITE_UNPUBLISHED = 'Site unpublished. It is a draft again.';
export const NO_SITES_YET = 'You have no sites yet.';

// Accounts, billing and admin (src/features/auth, billing, settings, admin)
export const ENTER_VALID_EMAIL = 'Please enter a valid email address.';
export const EMAIL_REQUIRED = 'Email is required.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const CONFIRM_PASSWORD_REQUIRED = 'Type your password again.';
export const PLAN_REQUIRED = 'Choose a plan.';
export const PAYMENT_NEEDS_CONNECTION = 'Paying for a plan needs an internet connection. Connect and the PayPal buttons will appear here.';
export const PAYMENT_UNAVAILABLE = 'PayPal could not be loaded right now. Check your connection and try again.';
export const SITE_DELETED = 'Site deleted.';
export const userBlocked = (email: string) => `${email} is now blocked.`;
export const userUnblocked = (email: string) => `${email} is unblocked.`;
/** spec.md section 6 displays the plan limits; this is what a screen says when one is reached. */
export const planLimitReached = (planLabel: string, limit: number) =>
  `Your ${planLabel} plan allows ${limit} ${limit === 1 ? 'site' : 'sites'}. Upgrade to add more.`;
export const trialEndsOn = (planLabel: string, date: string) => `Your 30-day free trial of ${planLabel} runs until ${date}.`;
export const trialEndedOn = (date: string) => `Your free trial ended on ${date}.`;

// Slot page builders (src/features/slots)
export const BLOCKS_NOT_SAVED = 'Your last change could not be saved on this device. Try again.';
