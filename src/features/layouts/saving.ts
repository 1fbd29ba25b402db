/**
 * The layout editors' writes. Every change is saved at once, one write after another (so the
 * last change always wins), and a screen that opens a site waits for the writes still under way:
 * switching layout right after typing shows what was typed.
 */
import { saveUserSite, publishSite } from '../../storage/sites';
import { savePreview } from '../../storage/previews';
import { saveDraft } from '../../storage/drafts';
import { LAYOUTS, siteNameOf, type LayoutVariant } from '../../domain/layouts';

let queue: Promise<unknown> = Promise.resolve();

/** Resolves once every write started so far has finished (failed ones included). */
export const settled = () => queue.then(() => undefined, () => undefined);

export type Content = Record<string, unknown>;

/** The site record for editor-made content (the convention of src/sites/resolve.ts). */
export function toSiteRecord(content: Content, variant: LayoutVariant, id: string, owner: string): Content {
  const { kind, type } = LAYOUTS[variant];
  const record: Content = {
    ...content,
    id,
    siteId: id,
    type,
    variant,
    owner: (content.owner as string | undefined) ?? owner,
    // spec.md section 3: editor-created sites carry a blank logo.
    logo: typeof content.logo === 'string' ? content.logo : '',
    name: kind === 'business' ? String(content.name ?? '') : siteNameOf(content, variant),
    published: content.published === true,
    lastPublished: (content.lastPublished as string | null | undefined) ?? null,
  };
  // Event layout 1 and both blog layouts name their layout `templateVariant` (spec.md section 3).
  if (kind !== 'business') record.templateVariant = variant;
  return record;
}

/** The store part of a record: what business_preview_{id} holds and the store page reads. */
export function storePreviewOf(record: Content): Content {
  const { name, heroImage, about, contact, products } = record;
  return { name, heroImage, about, contact, variant: 'business2', products };
}

async function write(record: Content, variant: LayoutVariant, owner: string): Promise<void> {
  const id = String(record.id);
  await saveUserSite(owner, record as Parameters<typeof saveUserSite>[1]);
  if (variant === 'business2') await savePreview('business_preview', id, storePreviewOf(record));
  // business_form (spec.md section 3) holds the business editor's last form.
  if (LAYOUTS[variant].kind === 'business') {
    const { id: _id, siteId: _siteId, type: _type, owner: _owner, pages: _pages, ...form } = record;
    await saveDraft('business_form', form);
  }
}

/** Queues the save of one change; the promise settles when this change is stored. */
export function saveChange(content: Content, variant: LayoutVariant, id: string, owner: string): Promise<void> {
  const record = toSiteRecord(content, variant, id, owner);
  const next = queue.then(() => write(record, variant, owner), () => write(record, variant, owner));
  queue = next;
  return next;
}

/** Publish Site: saves with published/lastPublished, then lists the site (publishSite). */
export async function publishChange(content: Content, variant: LayoutVariant, id: string, owner: string, at = new Date()): Promise<void> {
  const published = { ...content, published: true, lastPublished: at.toISOString() };
  await saveChange(published, variant, id, owner);
  await publishSite(toSiteRecord(published, variant, id, owner) as Parameters<typeof publishSite>[0], owner);
}
