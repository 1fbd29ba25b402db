/**
 * The manage page's fields and a variant's own content, in both directions (issue 35).
 *
 * spec.md section 3 gives the manage-page site its own fields on the record: `title`,
 * `description`, `logo` (a data URL), `gallery` (a list of data URLs) and `theme`. A site's View
 * renders its variant's content (an artist's `name`, `bio` and four portfolio slots, a wizard
 * site's preview data, ...). Each variant's manifest entry says which content fields the manage
 * fields are (`ManageFields`); this module is the one place that turns one side into the other:
 *
 * - reading (`manageValuesOf`): a spec field the record holds wins, else the content's value, so a
 *   record with only the spec's fields, only editor content, or both shows the same thing;
 * - showing (`contentShowing`): the content with the manage values in their places, and the
 *   pictures its template has no room for (`morePictures`), which SiteView shows after it;
 * - writing (`followEdits`): after any change to a stored site, the side that was not changed
 *   follows the side that was, and the record's `name` follows its title. Storage runs it inside
 *   the write that made the change, so every writer (the manage page, an editor, another tab,
 *   another device) keeps both sides in step.
 *
 * Pure: no React, no storage.
 */
import { itemRemoval, pictureSet, valueAt, type Edit } from './edits';
import { newId } from './ids';
import type { GalleryShape, ManageFields } from './manage-fields';

export type { GalleryShape, ManageFields } from './manage-fields';

/** The spec's manage-page fields of a site record (spec.md section 3), theme aside. */
export const SPEC_FIELDS = ['title', 'description', 'logo', 'gallery'] as const;
type SpecField = (typeof SPEC_FIELDS)[number];
const TEXT_FIELDS = ['title', 'description', 'logo'] as const;

export interface ManageValues {
  title: string;
  description: string;
  logo: string;
  /** Every picture of the gallery, in order. */
  gallery: string[];
}

type Content = Record<string, unknown>;

/** Where the preview data sits in a site record: under previewData when it has it, else spread on the record. */
export const previewDataPrefixOf = (record: { previewData?: unknown }): string => (record.previewData && typeof record.previewData === 'object' ? 'previewData.' : '');

const prefixOf = (fields: ManageFields, record: Content) => (fields.inPreviewData ? previewDataPrefixOf(record) : '');
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const pictures = (value: unknown): string[] => (Array.isArray(value) ? value.filter(hasText) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How many pictures the variant's content has room for (the rest of the gallery shows after its View). */
export function roomFor(gallery: GalleryShape | null): number {
  if (!gallery) return 0;
  if (gallery.shape === 'single') return 1;
  if (gallery.shape === 'slots') return gallery.slots;
  if (gallery.shape === 'list') return gallery.max ?? Infinity;
  return Infinity;
}

/** The content's own pictures, in order. */
function contentPictures(value: unknown, gallery: GalleryShape): string[] {
  if (gallery.shape === 'single') return hasText(value) ? [value] : [];
  if (gallery.shape === 'items') return Array.isArray(value) ? value.map((item) => (item as { image?: unknown } | null)?.image).filter(hasText) : [];
  return pictures(value);
}

/** The values the variant's content itself holds (what its View would show without the spec's fields). */
export function contentValuesOf(record: Content, fields: ManageFields): ManageValues {
  const prefix = prefixOf(fields, record);
  const at = (path: string | null) => (path ? valueAt(record, prefix + path) : undefined);
  return {
    title: str(at(fields.title)),
    description: str(at(fields.description)),
    logo: str(at(fields.logo)),
    gallery: fields.gallery ? contentPictures(at(fields.gallery.path), fields.gallery) : [],
  };
}

/** Whether the record holds a value of its own in a spec field (a blank one defers to the content). */
const holds = (record: Content, field: SpecField) => (field === 'gallery' ? Array.isArray(record.gallery) : hasText(record[field]));

/** What the manage page shows, and the site shows, of a stored record: a spec field it holds wins, else its content's. */
export function manageValuesOf(record: Content, fields: ManageFields): ManageValues {
  const content = contentValuesOf(record, fields);
  return {
    title: holds(record, 'title') ? str(record.title) : content.title,
    description: holds(record, 'description') ? str(record.description) : content.description,
    logo: holds(record, 'logo') ? str(record.logo) : content.logo,
    gallery: holds(record, 'gallery') ? pictures(record.gallery) : content.gallery,
  };
}

/** The content value of a gallery shape that shows `gallery` (as far as it has room), keeping items it already has. */
function galleryContent(gallery: GalleryShape, list: string[], current: unknown): unknown {
  if (gallery.shape === 'single') return list[0] ?? '';
  if (gallery.shape === 'slots') return Array.from({ length: gallery.slots }, (_, i) => list[i] ?? '');
  if (gallery.shape === 'list') return list.slice(0, roomFor(gallery));
  // Items keep their id and label while their picture stays (an editor's caption is not lost).
  const items = Array.isArray(current) ? (current as Array<Record<string, unknown> | null>).filter(Boolean) as Content[] : [];
  const unused = [...items];
  return list.map((image) => {
    const at = unused.findIndex((item) => item.image === image);
    return at >= 0 ? unused.splice(at, 1)[0] : { id: newId(), label: '', image };
  });
}

/** The edits that put `values` into the variant's content (prefix included). */
function contentEdits(record: Content, fields: ManageFields, values: Partial<ManageValues>): Edit[] {
  const prefix = prefixOf(fields, record);
  const edits: Edit[] = [];
  for (const field of TEXT_FIELDS) {
    const path = fields[field];
    const value = values[field];
    if (path && value !== undefined && !same(valueAt(record, prefix + path), value)) edits.push({ set: prefix + path, value });
  }
  if (fields.gallery && values.gallery) {
    const path = prefix + fields.gallery.path;
    const next = galleryContent(fields.gallery, values.gallery, valueAt(record, path));
    if (!same(contentPictures(valueAt(record, path), fields.gallery), contentPictures(next, fields.gallery))) edits.push({ set: path, value: next });
  }
  return edits;
}

/** The content as the site shows it: its own, with the manage values in their places. */
export function contentShowing(record: Content, fields: ManageFields): { content: Content; morePictures: string[] } {
  const values = manageValuesOf(record, fields);
  let content = record;
  for (const edit of contentEdits(record, fields, values)) content = applySet(content, edit);
  const room = roomFor(fields.gallery);
  return { content, morePictures: room === Infinity ? [] : values.gallery.slice(room) };
}

function applySet(record: Content, edit: Edit): Content {
  if (!('set' in edit)) return record;
  const [head, ...rest] = edit.set.split('.');
  if (rest.length === 0) return { ...record, [head]: edit.value };
  const inner = record[head];
  return { ...record, [head]: applySet(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Content) : {}, { set: rest.join('.'), value: edit.value }) };
}

/**
 * After a change took a stored site from `before` to `after`: the edits that bring the other side
 * in step. A spec field that changed goes into the content; a content field that changed goes
 * into the spec field, where the record holds one (a record /manage never touched keeps only its
 * content); the gallery's pictures beyond the content's room stay after the content's. The
 * record's `name` is its title.
 */
export function followEdits(before: Content | undefined, after: Content, fields: ManageFields): Edit[] {
  const was = before ?? {};
  const changedSpec = SPEC_FIELDS.filter((field) => !same(was[field], after[field]));
  const ownBefore = contentValuesOf(was, fields);
  const ownAfter = contentValuesOf(after, fields);
  const edits: Edit[] = [];
  const spec: Partial<ManageValues> = {};
  for (const field of SPEC_FIELDS) {
    if (changedSpec.includes(field)) {
      spec[field] = (field === 'gallery' ? pictures(after.gallery) : str(after[field])) as never;
    } else if (!same(ownBefore[field], ownAfter[field]) && holds(after, field)) {
      const value = field === 'gallery' ? [...ownAfter.gallery, ...pictures(after.gallery).slice(roomFor(fields.gallery))] : ownAfter[field];
      if (!same(after[field], value) && !isSpecPath(fields, field, after)) edits.push({ set: field, value });
    }
  }
  edits.push(...contentEdits(after, fields, spec));
  const title = changedSpec.includes('title') ? str(after.title) : holds(after, 'title') && same(ownBefore.title, ownAfter.title) ? str(after.title) : ownAfter.title;
  if (hasText(title) && after.name !== title) edits.push({ set: 'name', value: title });
  return edits;
}

/** Whether the content's field is the spec field itself (a managed site's `title`, a layout blog's `title`). */
const isSpecPath = (fields: ManageFields, field: SpecField, record: Content) =>
  prefixOf(fields, record) === '' && (field === 'gallery' ? fields.gallery?.path === 'gallery' : fields[field] === field);

export type ManageChange =
  /** `ifNow`: only where the field holds that now (a picture's hosted address, see `pictureSet`). */
  | { field: 'title' | 'description' | 'logo'; value: string | null; ifNow?: string }
  | { field: 'gallery'; add: string }
  /** `shown`: the gallery as the page showed it (see itemRemoval). */
  | { field: 'gallery'; remove: number; shown: readonly string[] };

/**
 * The edits a manage-page change makes: to the spec's field on the record (storage's `followEdits`
 * then brings the content and the name in step, inside the same write). A gallery the record
 * does not hold yet starts as the pictures the site shows now.
 */
export function manageEdits(record: Content, change: ManageChange, fields: ManageFields): Edit[] {
  if (change.field !== 'gallery') return [pictureSet(change.field, change.value, change.ifNow)];
  const start: Edit[] = holds(record, 'gallery') ? [] : [{ init: 'gallery', value: manageValuesOf(record, fields).gallery }];
  if ('add' in change) return [...start, { add: 'gallery', item: change.add }];
  return [...start, itemRemoval('gallery', change.shown, change.remove)];
}
