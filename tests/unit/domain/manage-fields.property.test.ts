/**
 * Issue 35: the manage page's fields (spec.md section 3: title, description, logo, gallery on the
 * site record) and each variant's own content are one thing seen two ways. Over every variant of
 * the manifest: what /manage sets goes into the content and reads back whole (every picture, the
 * ones the template has no room for shown after it), and what an editor changes in the content
 * reads back on /manage, the pictures beyond the content's room kept. The seed is printed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEdits } from '../../../src/domain/edits';
import { contentShowing, contentValuesOf, followEdits, manageValuesOf, roomFor, type ManageFields, type ManageValues } from '../../../src/domain/manage-lens';
import { ALL_VARIANTS, manageFieldsOf } from '../../../src/sites/kind-names';
import { KIND_IDS } from '../../../src/sites/manifest';

const seed = Number(process.env.BRICK_SEED ?? Date.now() % 2 ** 31);
console.log(`manage-fields property: seed ${seed} (BRICK_SEED=${seed} replays it)`);

type Rec = Record<string, unknown>;
const VARIANTS = [
  ...ALL_VARIANTS.map(({ kind, variant }) => ({ kind, variant })),
  ...KIND_IDS.map((kind) => ({ kind, variant: 'managed' })),
];

const text = fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''));
const picture = fc.integer({ min: 0, max: 999 }).map((n) => `data:image/png;base64,P${n}`);
const values = fc.record({ title: text, description: text, logo: fc.oneof(fc.constant(''), picture), gallery: fc.array(picture, { maxLength: 9 }) });

/** A record of the variant as an editor or the wizard left it: content only, under previewData where that is its place. */
const contentRecord = (fields: ManageFields, wrapped: boolean): Rec => ({ id: 's1', type: 'artist', name: 'Before', ...(fields.inPreviewData && wrapped ? { previewData: {} } : {}) });

/** What storage does on a write: the change, then what followEdits brings in step. */
const write = (before: Rec, after: Rec, fields: ManageFields): Rec => applyEdits(after, followEdits(before, after, fields));

/** What a person sees of the record on the site: the content's values, then the pictures after it. */
function shownOnSite(record: Rec, fields: ManageFields): ManageValues {
  const { content, morePictures } = contentShowing(record, fields);
  const own = contentValuesOf(content, fields);
  return { ...own, logo: fields.logo ? own.logo : manageValuesOf(record, fields).logo, gallery: [...own.gallery, ...morePictures] };
}

/** Where an editor keeps the first picture of the variant's gallery. */
function firstPicturePath(fields: ManageFields): string {
  const gallery = fields.gallery!;
  if (gallery.shape === 'single') return gallery.path;
  return gallery.shape === 'items' ? `${gallery.path}.0.image` : `${gallery.path}.0`;
}

describe.each(VARIANTS)('$kind $variant: manage fields to content and back', ({ kind, variant }) => {
  const fields = manageFieldsOf(kind, variant);

  it('what /manage sets is what /manage reads, what the site shows, and the name', () => {
    fc.assert(
      fc.property(values, fc.boolean(), (set, wrapped) => {
        const before = contentRecord(fields, wrapped);
        const stored = write(before, { ...before, ...set }, fields);
        expect(manageValuesOf(stored, fields)).toEqual(set);
        expect(shownOnSite(stored, fields)).toEqual(set);
        // The content itself holds what it has room for (the site renders it without the spec's fields too).
        const room = roomFor(fields.gallery);
        expect(contentValuesOf(stored, fields).gallery).toEqual(fields.gallery ? set.gallery.slice(0, room) : []);
        // A blank title leaves the name, unless the content's title is the name itself.
        const titleIsName = fields.title === 'name' && !(fields.inPreviewData && wrapped);
        expect(stored.name).toBe(set.title.trim() || titleIsName ? set.title : 'Before');
      }),
      { seed, numRuns: 60 },
    );
  });

  it('what an editor changes in the content is what /manage reads, the pictures beyond its room kept', () => {
    fc.assert(
      fc.property(values, values, (first, edited) => {
        const start = contentRecord(fields, true);
        const managed = write(start, { ...start, ...first }, fields);
        // An editor changes the content fields (the spec fields stay as they were).
        const prefix = fields.inPreviewData && managed.previewData ? 'previewData.' : '';
        const room = roomFor(fields.gallery);
        // ... and the first picture of its gallery, when it shows one.
        const replaced = fields.gallery && first.gallery.length > 0 ? edited.gallery[0] : undefined;
        const edits = [
          { set: prefix + fields.title, value: edited.title },
          ...(fields.description ? [{ set: prefix + fields.description, value: edited.description }] : []),
          ...(fields.logo ? [{ set: prefix + fields.logo, value: edited.logo }] : []),
          ...(replaced ? [{ set: prefix + firstPicturePath(fields), value: replaced }] : []),
        ];
        const isSpecItself = prefix === '' && fields.title === 'title';
        const stored = write(managed, applyEdits(managed, edits), fields);
        const read = manageValuesOf(stored, fields);
        expect(read.title).toBe(edited.title);
        if (fields.description) expect(read.description).toBe(edited.description);
        if (fields.logo) expect(read.logo).toBe(edited.logo);
        // The replaced picture is in its place; every other picture (beyond the content's room too) is still there.
        expect(read.gallery).toEqual(replaced ? [replaced, ...first.gallery.slice(1)] : first.gallery);
        if (!isSpecItself && edited.title.trim()) expect(stored.name).toBe(edited.title);
        expect(room).toBeGreaterThan(0);
      }),
      { seed, numRuns: 60 },
    );
  });
});
