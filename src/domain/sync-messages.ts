/** What /settings, "Your devices", and the pairing page say about sync (issue 36): one spelling each. */
export const SYNCED = 'Synced';
export const SYNCING = 'Syncing…';
export const offlineChangesWaiting = (count: number) => `Offline: ${count} ${count === 1 ? 'change' : 'changes'} waiting`;
export const CANT_REACH_SERVER = "Can't reach the server";
export const SYNC_OFF = 'Sync is off: everything stays on this device.';
export const TURN_ON_SYNC = 'Turn on sync';
export const TURN_OFF_SYNC = 'Turn off sync';
export const ADD_A_DEVICE = 'Add a device';
export const RETRY = 'Retry';
export const PAIRING_FORGED = 'This pairing link is damaged or incomplete. Make a new one on your other device: /settings, "Add a device".';
export const PAIRED_LOG_IN = 'This browser is paired. Log in with the same e-mail and password to see your sites.';
export const BAD_SERVER_ADDRESS = 'Enter the server\'s address, starting with http:// or https://.';

// "Your devices" on /settings and the pairing page (the sync UI).
export const YOUR_DEVICES = 'Your devices';
export const SERVER_ADDRESS = 'Server address';
export const SYNCS_WITH = 'Syncs with';
export const PAIRING_LINK = 'Pairing link';
export const COPY_LINK = 'Copy link';
export const COPIED = 'Copied';
export const COPY_FAILED = 'This browser would not copy. Select the link and copy it yourself.';
export const PAIRING_LINK_HOW =
  'Open this link in another browser (phone or laptop), then log in there with the same e-mail and password. The link is a key to your sites: share it with no one.';
export const PAIRING_QR_LABEL = 'QR code of the pairing link';
export const PAIRING_LINK_UNAVAILABLE = 'No pairing link while sync is off. Turn on sync, then add a device.';
export const SYNC_NOT_STARTED = 'Sync could not be turned on. Check the address and your connection, then try again.';
export const SYNC_NOT_STOPPED = 'Sync could not be turned off. Please try again.';
export const PAIRING_THIS_BROWSER = 'Pairing this browser…';
export const PAIRING_FAILED = 'This browser could not be paired. Check your connection and open the link again.';
export const GO_TO_START_PAGE = 'Go to the start page';

// "Web address" on /manage (issue 37): a published site at /p/{slug} on the Brick server.
export const WEB_ADDRESS = 'Web address';
export const COPY = 'Copy';
export const OPEN = 'Open';
export const WEB_ADDRESS_QR_LABEL = 'QR code of the web address';
export const WEB_ADDRESS_HOW = 'Anyone can open this address: the published site, pictures and all, with no app to load.';
export const WEB_ADDRESS_SYNC_OFF = 'Turn on sync in Settings to give this site a web address of its own.';
export const WEB_ADDRESS_OTHER_SERVER = 'Web addresses come from the Brick server this app was opened from. Open Brick from your sync server to give this site one.';
export const WEB_ADDRESS_UNPUBLISHED = 'Publish this site to put it at its web address.';
export const WEB_ADDRESS_PUTTING = 'Putting this site on the web…';
export const WEB_ADDRESS_UPDATING = 'Updating the page with your last publish…';
export const WEB_ADDRESS_OFFLINE = 'This site goes on the web when this device is back online.';
export const CHANGE_ADDRESS = 'Change address';
export const NEW_ADDRESS = 'New address';
export const NEW_ADDRESS_HINT = 'Lowercase letters, digits and hyphens. The old address stops working.';
export const ADDRESS_CHANGED = 'The site is at its new address.';
