/** spec.md section 2: what the single-page builders say on Save Draft and Publish Site (re-exported by messages.ts). */
export const BUSINESS_CARD_SAVED = 'Business card saved!';
export const BUSINESS_CARD_PUBLISHED = 'Business card published!';
export const BLOG_SAVED = 'Blog saved!';
export const BLOG_PUBLISHED = 'Blog published!';
export const EVENT_PROMO_SAVED = 'Event promo saved!';
export const EVENT_PROMO_PUBLISHED = 'Event promo published!';
