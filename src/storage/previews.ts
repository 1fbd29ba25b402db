/**
 * Preview data: keys preview_{siteId}, site_preview_{siteId}, business_preview_{id} (one row
 * each) and the `site_previews` list (one row per entry, key `site_previews#{id}`).
 */
import { z } from '../domain/zod';
import { PreviewDataSchema, StoreSchema, type PreviewData, type Store } from '../domain/schemas';
import { idLike } from '../domain/schema-helpers';
import { db, nextOrder, type PreviewKind, type PreviewRow } from './db';
import { previewRowKey } from './mirror-read';

/** business_preview_{id} holds a store (with products) or other business preview data. */
export const BusinessPreviewSchema = z.pipe(z.looseObject({}), z.transform((value: Record<string, unknown>, ctx) => {
  const schema = Array.isArray(value.products) ? StoreSchema : PreviewDataSchema;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
  return z.NEVER;
}));

/**
 * A site_previews entry must carry its id: the listing preview reads it by id. One object schema
 * (not an intersection: its two halves read a stored null differently and could not be merged).
 */
export const ListingSchema = z.extend(PreviewDataSchema, { id: idLike });

export const PREVIEW_SCHEMAS: Record<PreviewKind, z.ZodMiniType<Record<string, unknown>>> = {
  preview: PreviewDataSchema,
  site_preview: PreviewDataSchema,
  business_preview: BusinessPreviewSchema,
  site_previews: ListingSchema,
};

export { previewRowKey };

/** Builds the row to store; shared with legacy import. Throws a ZodError when invalid. */
export function toPreviewRow(kind: PreviewKind, id: string, data: unknown, existing?: PreviewRow): PreviewRow {
  const parsed = PREVIEW_SCHEMAS[kind].parse(kind === 'site_previews' ? { ...(data as object), id } : data);
  return {
    key: previewRowKey(kind, id),
    kind,
    id,
    data: parsed,
    _order: existing?._order ?? nextOrder(),
    _updatedAt: Date.now(),
  };
}

/** Creates or replaces the preview of one kind for one site. */
export function savePreview(kind: PreviewKind, siteId: string, data: unknown): Promise<Record<string, unknown>> {
  const id = String(siteId);
  return db.transaction('rw', db.previews, async () => {
    const existing = await db.previews.get(previewRowKey(kind, id));
    const row = toPreviewRow(kind, id, data, existing);
    await db.previews.put(row);
    return row.data;
  });
}

export async function readPreview(kind: PreviewKind, siteId: string): Promise<Record<string, unknown> | undefined> {
  return (await db.previews.get(previewRowKey(kind, String(siteId))))?.data;
}

export const readBusinessPreview = (id: string) =>
  readPreview('business_preview', id) as Promise<(Store | PreviewData) | undefined>;
export const readListing = (id: string) => readPreview('site_previews', id) as Promise<PreviewData | undefined>;

export function deletePreview(kind: PreviewKind, siteId: string): Promise<void> {
  return db.previews.delete(previewRowKey(kind, String(siteId)));
}

/** Every site_previews entry, in list order. */
export async function listListings(): Promise<Record<string, unknown>[]> {
  const rows = await db.previews.where('kind').equals('site_previews').sortBy('_order');
  return rows.map((row) => row.data);
}
