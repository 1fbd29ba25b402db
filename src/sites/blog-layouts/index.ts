import type { SiteVariant } from '../types';

/** The blog layout editors' variants (blog1, blog2), merged into the blog kind by the registry. */
export const blogLayoutVariants: Record<string, SiteVariant> = {};
