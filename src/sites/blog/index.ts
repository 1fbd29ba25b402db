import type { SiteKind } from '../types';

/** blog: post (single-page builder), preview (wizard data). */
export const blogKind: SiteKind = { kind: 'blog', label: 'Blog', variants: {} };
