/**
 * What a variant says about the manage page's fields (issue 35): which of its content fields are
 * /manage's title, description, logo and gallery. Each variant's manifest entry holds one; the
 * manifest is read before any kind's code arrives, so this module is only these small facts. How
 * the two sides turn into each other is manage-lens.ts.
 */

/** How a variant keeps its pictures: a list of addresses, fixed slots, items with ids, or one picture. */
export type GalleryShape =
  | { shape: 'list'; path: string; max?: number }
  | { shape: 'slots'; path: string; slots: number }
  | { shape: 'items'; path: string }
  | { shape: 'single'; path: string };

/** Which content fields a variant's View shows as the manage page's title, description, logo and gallery. */
export interface ManageFields {
  title: string;
  description: string | null;
  logo: string | null;
  gallery: GalleryShape | null;
  /** The content is the site's preview data: under previewData on a record that has it, else the record itself. */
  inPreviewData?: boolean;
}

/** The manage page's own fields: a site whose View is 'managed' (no content of a variant). */
export const MANAGED_FIELDS: ManageFields = { title: 'title', description: 'description', logo: 'logo', gallery: { shape: 'list', path: 'gallery' } };

/** What the manage page edits in wizard data (spec.md section 3: site preview data). */
export const PREVIEW_DATA_FIELDS: ManageFields = { title: 'name', description: 'about', logo: 'logo', gallery: { shape: 'single', path: 'galleryImage' }, inPreviewData: true };
