/**
 * What the manage page's fields (spec.md section 2: logo, title, description, gallery) are in
 * each registry variant's content (issue 28): the page edits the fields the site's View renders,
 * so a change shows on every page that shows the site. A field a variant does not have is left
 * out (its editor, "Edit site", changes the rest). Pure: no React, no storage.
 */
import { valueAt, type Edit } from './edits';
import { textOf } from './text';

/** How a variant keeps its pictures: a list of addresses, fixed slots, items with ids, or one picture. */
export type GalleryShape =
  | { shape: 'list'; path: string; max?: number }
  | { shape: 'slots'; path: string; slots: number }
  | { shape: 'items'; path: string }
  | { shape: 'single'; path: string };

export interface ManageFields {
  /** Where the title is (the record's `name` follows it: dashboard card, page title). */
  title: string;
  description: string | null;
  logo: string | null;
  gallery: GalleryShape | null;
}

const PREVIEW_DATA: ManageFields = { title: 'name', description: 'about', logo: 'logo', gallery: { shape: 'single', path: 'galleryImage' } };

/** By registry variant id, for spec.md's kinds; a kind Brick added says its own in its manifest line (src/sites/manifest.ts). */
const FIELDS: Record<string, ManageFields> = {
  managed: { title: 'title', description: 'description', logo: 'logo', gallery: { shape: 'list', path: 'gallery' } },
  // Wizard-made sites: their content is site preview data (spec.md section 3).
  preview: PREVIEW_DATA,
  card: { title: 'name', description: 'tagline', logo: 'logo', gallery: { shape: 'list', path: 'images', max: 4 } },
  // Artist Modern Showcase and Gallery Focused.
  variant1: { title: 'name', description: 'bio', logo: 'logo', gallery: { shape: 'slots', path: 'portfolio', slots: 4 } },
  variant2: { title: 'name', description: 'about', logo: null, gallery: { shape: 'items', path: 'galleryItems' } },
  // The single-page builders.
  builder: { title: 'fullName', description: 'role', logo: null, gallery: { shape: 'single', path: 'image' } },
  post: { title: 'title', description: 'content', logo: null, gallery: { shape: 'single', path: 'headerImage' } },
  promo: { title: 'eventName', description: 'description', logo: null, gallery: { shape: 'single', path: 'banner' } },
  // The layout editors.
  business1: { title: 'name', description: 'tagline', logo: 'logo', gallery: { shape: 'list', path: 'portfolio', max: 6 } },
  business2: { title: 'name', description: 'about', logo: null, gallery: { shape: 'single', path: 'heroImage' } },
  event1: { title: 'title', description: 'description', logo: null, gallery: { shape: 'single', path: 'image' } },
  event2: { title: 'title', description: 'highlights', logo: null, gallery: { shape: 'single', path: 'image' } },
  blog1: { title: 'title', description: 'summary', logo: null, gallery: { shape: 'single', path: 'image' } },
  blog2: { title: 'title', description: 'intro', logo: null, gallery: { shape: 'single', path: 'image' } },
};

/** The manage fields of a variant; a variant not listed has the manage page's own fields. */
export const manageFieldsOf = (variant: string): ManageFields => FIELDS[variant] ?? FIELDS.managed;

/** Variants whose content is the site's preview data (previewData on the record, or the record itself). */
export const PREVIEW_DATA_VARIANTS: ReadonlySet<string> = new Set(['preview', 'card']);

/** Where the content sits in the site record: under previewData, or spread on the record. */
export const contentPrefixOf = (variant: string, record: { previewData?: unknown }): string =>
  PREVIEW_DATA_VARIANTS.has(variant) && record.previewData && typeof record.previewData === 'object' ? 'previewData.' : '';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface ManageValues {
  title: string;
  description: string;
  logo: string;
  /** The pictures shown, each with how a Remove names it. */
  gallery: { src: string; at: string | number }[];
}

/** What the manage page shows of a stored site record whose View is `variant`. */
export function manageValuesOf(record: Record<string, unknown>, variant: string, fields: ManageFields = manageFieldsOf(variant)): ManageValues {
  const prefix = contentPrefixOf(variant, record);
  const at = (path: string) => valueAt(record, prefix + path);
  return {
    title: str(at(fields.title)),
    description: fields.description ? str(at(fields.description)) : '',
    logo: fields.logo ? str(at(fields.logo)) : '',
    gallery: fields.gallery ? galleryOf(at(fields.gallery.path), fields.gallery) : [],
  };
}

function galleryOf(value: unknown, gallery: GalleryShape): ManageValues['gallery'] {
  if (gallery.shape === 'single') return str(value) ? [{ src: str(value), at: 0 }] : [];
  if (!Array.isArray(value)) return [];
  if (gallery.shape === 'items') {
    return value
      .map((item) => ({ src: str((item as { image?: unknown } | null)?.image), at: textOf((item as { id?: unknown } | null)?.id) }))
      .filter((item) => item.src && item.at);
  }
  return value.map((src, index) => ({ src: str(src), at: index })).filter((item) => item.src);
}

/** Whether another picture may be added (lists with a maximum, filled slots). */
export function canAddPicture(record: Record<string, unknown>, variant: string, fields: ManageFields = manageFieldsOf(variant)): boolean {
  const gallery = fields.gallery;
  if (!gallery) return false;
  const shown = manageValuesOf(record, variant, fields).gallery.length;
  if (gallery.shape === 'list') return gallery.max === undefined || shown < gallery.max;
  if (gallery.shape === 'slots') return shown < gallery.slots;
  return true;
}

export type ManageChange =
  | { field: 'title' | 'description' | 'logo'; value: string | null }
  | { field: 'gallery'; add: string }
  | { field: 'gallery'; remove: string | number };

/**
 * The content edits a manage-page change makes to the stored record (paths include the
 * previewData prefix). `record` is the record as the page shows it, for the slot a picture
 * goes into; the edits themselves are applied to the record as stored then.
 */
export function manageEdits(record: Record<string, unknown>, variant: string, change: ManageChange, fields: ManageFields = manageFieldsOf(variant)): Edit[] {
  const prefix = contentPrefixOf(variant, record);
  if (change.field !== 'gallery') {
    const path = fields[change.field];
    if (!path) return [];
    const edits: Edit[] = [{ set: prefix + path, value: change.value ?? '' }];
    // The record's name is what the dashboard card and the page title say.
    if (change.field === 'title' && variant !== 'managed' && (prefix || path !== 'name')) edits.push({ set: 'name', value: change.value ?? '' });
    return edits;
  }
  const gallery = fields.gallery;
  if (!gallery) return [];
  const path = prefix + gallery.path;
  if ('add' in change) {
    switch (gallery.shape) {
      case 'single':
        return [{ set: path, value: change.add }];
      case 'items':
        return [{ add: path, item: { label: '', image: change.add } }];
      case 'slots': {
        const slots = Array.isArray(valueAt(record, path)) ? (valueAt(record, path) as unknown[]) : [];
        const free = Array.from({ length: gallery.slots }, (_, i) => i).find((i) => !str(slots[i]));
        return free === undefined ? [] : [{ set: `${path}.${free}`, value: change.add }];
      }
      default:
        return [{ add: path, item: change.add }];
    }
  }
  switch (gallery.shape) {
    case 'single':
      return [{ set: path, value: '' }];
    case 'slots':
      return [{ set: `${path}.${change.remove}`, value: '' }];
    default:
      return [{ remove: path, at: change.remove }];
  }
}
