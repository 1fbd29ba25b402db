/**
 * The messages a published site, a share link and a downloaded site can show: the part of
 * messages.ts a visitor's page needs. messages.ts re-exports them; the Views import them from here.
 */
export const COMPLETE_REQUIRED_FIELDS = 'Please complete all required fields and upload images before publishing.';
export const rsvpThanks = (name: string) => `Thanks for RSVPing, ${name}!`;
export const NO_PURCHASE_LINK = 'No purchase link';
// RSVP form (spec.md section 5 gives the rules, not the words)
export const RSVP_NAME_REQUIRED = 'Please enter your name.';
export const RSVP_EMAIL_REQUIRED = 'Please enter your email.';
export const RSVP_EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';
export const UNTITLED_LISTING = 'Untitled Listing';
export const SHARE_DAMAGED = 'This link is damaged or incomplete.';
/** The link is fine but its site's code could not be fetched (offline before the first visit). */
export const SHARE_UNREACHABLE = 'This site could not be opened. Check your connection and try again.';
export const MADE_WITH_BRICK = 'Made with Brick';
/** The share link's way to keep a site: a copy becomes the visitor's draft (ownership-messages.ts). */
export const MAKE_A_COPY = 'Make a copy to edit';
export const VIDEO_NOT_ALLOWED = 'This video address cannot be shown. Use a YouTube or Vimeo link, or a direct .mp4 or .webm file.';
export const EMPTY_SLOT_PAGE = 'This page has no blocks yet.';

// Forms (src/ui/ErrorSummary.tsx, also on a published event's RSVP form): the title of the box
// that lists what is wrong (GOV.UK's words)
export const ERROR_SUMMARY_TITLE = 'There is a problem';
