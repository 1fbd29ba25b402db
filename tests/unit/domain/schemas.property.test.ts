import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SiteRecordSchema, StoreSchema, PageSchema } from '../../../src/domain/schemas';
import { canUpgrade, PLAN_IDS } from '../../../src/domain/plans';

const id = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 0 }));

describe('schema properties', () => {
  it('a store always has exactly 10 product slots', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.string(), price: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 25 }), (products) => {
        expect(StoreSchema.parse({ products }).products).toHaveLength(10);
      }),
    );
  });

  it('a site always ends with id === siteId, preferring siteId, as strings', () => {
    fc.assert(
      fc.property(fc.option(id, { nil: undefined }), fc.option(id, { nil: undefined }), (rawId, rawSiteId) => {
        fc.pre(rawId !== undefined || rawSiteId !== undefined);
        const site = SiteRecordSchema.parse({ id: rawId, siteId: rawSiteId });
        expect(site.id).toBe(site.siteId);
        expect(site.id).toBe(String(rawSiteId ?? rawId));
      }),
    );
  });

  it('parsing is idempotent: parse(parse(x)) equals parse(x)', () => {
    fc.assert(
      fc.property(id, id, fc.constantFrom('artist', 'event', 'blog', 'business'), fc.integer({ min: 1, max: 5 }), (pageId, siteId, type, slotId) => {
        const once = PageSchema.parse({ id: pageId, siteId, type, slotId, blocks: [{ type: 'text', section: 'Footer' }] });
        expect(PageSchema.parse(once)).toEqual(once);
        const site = SiteRecordSchema.parse({ id: pageId, name: 'x' });
        expect(SiteRecordSchema.parse(site)).toEqual(site);
      }),
    );
  });

  it('upgrade order is a strict order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_IDS), fc.constantFrom(...PLAN_IDS), (a, b) => {
        expect(canUpgrade(a, b) && canUpgrade(b, a)).toBe(false);
        if (a !== b) expect(canUpgrade(a, b) || canUpgrade(b, a)).toBe(true);
      }),
    );
  });
});
