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
  /** The content is the site's preview data: under previewData on a record that has it, else the record itself. */
  inPreviewData?: boolean;
  /** The title is a field of its own beside the record's name (the manage page's own fields). */
  titleBesideName?: boolean;
}

/** The manage page's own fields: a site whose View is 'managed' (no content of a variant). */
export const MANAGED_FIELDS: ManageFields = { title: 'title', description: 'description', logo: 'logo', gallery: { shape: 'list', path: 'gallery' }, titleBesideName: true };

/** Where the preview data sits in a site record: under previewData when it has it, else spread on the record. */
export const previewDataPrefixOf = (record: { previewData?: unknown }): string => (record.previewData && typeof record.previewData === 'object' ? 'previewData.' : '');

const contentPrefixOf = (fields: ManageFields, record: { previewData?: unknown }) => (fields.inPreviewData ? previewDataPrefixOf(record) : '');

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface ManageValues {
  title: string;
  description: string;
  logo: string;
  /** The pictures shown, each with how a Remove names it. */
  gallery: { src: string; at: string | number }[];
}

/** What the manage page shows of a stored site record, whose View's content has these fields. */
export function manageValuesOf(record: Record<string, unknown>, fields: ManageFields): ManageValues {
  const prefix = contentPrefixOf(fields, record);
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
export function canAddPicture(record: Record<string, unknown>, fields: ManageFields): boolean {
  const gallery = fields.gallery;
  if (!gallery) return false;
  const shown = manageValuesOf(record, fields).gallery.length;
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
export function manageEdits(record: Record<string, unknown>, change: ManageChange, fields: ManageFields): Edit[] {
  const prefix = contentPrefixOf(fields, record);
  if (change.field !== 'gallery') {
    const path = fields[change.field];
    if (!path) return [];
    const edits: Edit[] = [{ set: prefix + path, value: change.value ?? '' }];
    // The record's name is what the dashboard card and the page title say.
    if (change.field === 'title' && !fields.titleBesideName && (prefix || path !== 'name')) edits.push({ set: 'name', value: change.value ?? '' });
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
