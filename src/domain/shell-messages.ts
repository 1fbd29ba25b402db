/**
 * The messages of the app shell, which every page's first chunk carries (StatusBar, StorageNotices,
 * ErrorBoundary, the outbox's status): the rest of messages.ts loads with the screens that show it.
 * messages.ts re-exports them, so every message is still found there.
 */

// Always-visible app state (ui-contract.md)
export const OFFLINE_BADGE = 'Offline: changes are saved on this device';
export const UPDATE_AVAILABLE = 'Update available';
export const RELOAD = 'Reload';
export const UPDATED_IN_OTHER_TAB = 'Brick was updated in another tab';
export const SOMETHING_BROKE = 'Something went wrong on this screen.';
export const PAGE_NOT_FOUND = 'We could not find that page.';

// Storage notices (src/ui/StorageNotices.tsx)
export const QUARANTINE_NOTICE = 'Some saved data could not be read.';
export const DOWNLOAD_IT = 'Download it';
export const DISCARD_IT = 'Discard it';
export const QUOTA_NOTICE =
  "This browser's storage is full. Your work is safe: images are kept in Brick's database.";
export const STORAGE_UNAVAILABLE = 'Brick could not open its storage on this device. Changes may not be saved.';
export const OTHER_PAGE_STALLED =
  'Another Brick tab or window did not answer, so this page went on without it. Your work here is saved.';

// The outbox's status line (src/state/outbox-status.ts)
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** "2 uploads waiting for a connection", "1 e-mail waiting…", "3 items waiting…" */
export const outboxWaiting = (images: number, emails: number) => {
  const what =
    emails === 0 ? plural(images, 'upload', 'uploads') : images === 0 ? plural(emails, 'e-mail', 'e-mails') : plural(images + emails, 'item', 'items');
  return `${what} waiting for a connection`;
};
/** "1 upload failed, retrying soon", online, when everything waiting was refused for now. */
export const outboxRetrying = (images: number, emails: number) => {
  const count = images + emails;
  const what = emails === 0 ? plural(images, 'upload', 'uploads') : images === 0 ? plural(emails, 'e-mail', 'e-mails') : plural(count, 'item', 'items');
  return `${what} failed, retrying soon`;
};
/** "Uploading 2 images…", "Sending 1 e-mail…", "Sending 3 items…" */
export const outboxSending = (images: number, emails: number) =>
  emails === 0
    ? `Uploading ${plural(images, 'image', 'images')}…`
    : images === 0
      ? `Sending ${plural(emails, 'e-mail', 'e-mails')}…`
      : `Sending ${plural(images + emails, 'item', 'items')}…`;

