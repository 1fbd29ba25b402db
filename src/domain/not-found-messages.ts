/** spec.md section 8: what a page says when nothing is stored under its address (re-exported by messages.ts). */
export const EVENT_NOT_FOUND = 'Event not found.';
export const BLOG_NOT_FOUND = 'Blog not found.';
export const STORE_NOT_FOUND = 'Store not found.';
export const SITE_NOT_FOUND = 'Site not found.';
