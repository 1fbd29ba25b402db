/**
 * The single-page builders' lists: business_cards, blog_posts, event_promos. They save on every
 * field change, upserting by id (spec.md section 4).
 */
import type { Table } from 'dexie';
import type { z } from 'zod/mini';
import { BlogPostSchema, BusinessCardSchema, EventPromoSchema, type BlogPost, type BusinessCard, type EventPromo } from '../domain/schemas';
import { db, nextOrder, withoutInternals, type Internal, type OmitKnown } from './db';

function listRepository<T extends { id: string }>(table: () => Table<T & Internal, string>, schema: z.ZodMiniType<T>) {
  return {
    upsert: (record: Partial<OmitKnown<T, 'id'>> & { id: string | number }): Promise<T> =>
      db.transaction('rw', table(), async () => {
        const id = String(record.id);
        const existing = await table().get(id);
        const parsed = schema.parse({ ...(existing ? withoutInternals(existing) : {}), ...record, id });
        await table().put({ ...parsed, _order: existing?._order ?? nextOrder(), _updatedAt: Date.now() });
        return parsed;
      }),
    get: async (id: string | number): Promise<T | undefined> => {
      const row = await table().get(String(id));
      return row && (withoutInternals(row) as unknown as T);
    },
    list: async (): Promise<T[]> => {
      const rows = await table().orderBy('_order').toArray();
      return rows.map((row) => withoutInternals(row) as unknown as T);
    },
  };
}

const cards = listRepository<BusinessCard>(() => db.businessCards, BusinessCardSchema);
const posts = listRepository<BlogPost>(() => db.blogPosts, BlogPostSchema);
const promos = listRepository<EventPromo>(() => db.eventPromos, EventPromoSchema);

export const upsertBusinessCard = cards.upsert;
export const getBusinessCard = cards.get;
export const listBusinessCards = cards.list;

export const upsertBlogPost = posts.upsert;
export const getBlogPost = posts.get;

export const upsertEventPromo = promos.upsert;
export const getEventPromo = promos.get;
