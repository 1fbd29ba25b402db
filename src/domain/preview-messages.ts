/**
 * spec.md section 2: what the wizards' preview pages say while loading, on their publish button and
 * after publishing (re-exported by messages.ts). Their own module: the manifest of kinds names them.
 */
export const PUBLISH_THIS_SITE = 'Publish This Site';
export const PUBLISH_MY_CARD = 'Publish My Card';
export const PUBLISH_EVENT_PROMO_SITE = 'Publish Event Promo Site';
export const SITE_PUBLISHED_TO_DASHBOARD = '✅ Site published to dashboard.';
export const EVENT_PROMO_SITE_PUBLISHED = '✅ Event promo site published!';
export const LOADING_ARTIST_PREVIEW = 'Loading artist site preview...';
export const LOADING_BLOG_PREVIEW = 'Loading blog preview...';
export const LOADING_BUSINESS_CARD = 'Loading business card...';
