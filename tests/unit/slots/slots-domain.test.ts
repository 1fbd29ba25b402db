import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blockStyle, createBlock, duplicateBlock, groupBySection, inSectionOrder, mostRecentSiteId,
  moveBlockBy, moveBlockTo, orderPagesForPreview, patchBlock, regroupBySection, resolveSlot, sameJson, sectionIds, videoEmbed, dropdownEntry,
} from '../../../src/domain/slots';
import { BlockSchema, PageSchema, type Block, type Page } from '../../../src/domain/schemas';
import { kindsWithPages } from '../../../src/sites/slot-pages';

const page = (over: Partial<Page>): Page => PageSchema.parse({ id: 'p', siteId: 's1', type: 'artist', slotId: 1, ...over });
const b = (id: string, section: Block['section'], type: Block['type'] = 'text') => createBlock(type, section, id);
const ids = (blocks: Block[]) => blocks.map((x) => `${x.id}@${x.section}`);

describe('slot resolution', () => {
  it('slot 1 finds the slot-1 page of the site', () => {
    const p = page({ id: 'p-1' });
    expect(resolveSlot({ type: 'artist', slot: 1, siteId: 's1', pagesOfSite: [page({ id: 'p-2', slotId: 2 }), p] })).toEqual({ kind: 'page', page: p });
  });
  it('slot 1 prefers a page of its own type, then any slot-1 page of the site', () => {
    const event = page({ id: 'e', type: 'event' });
    const artist = page({ id: 'a' });
    expect(resolveSlot({ type: 'artist', slot: 1, siteId: 's1', pagesOfSite: [event, artist] })).toEqual({ kind: 'page', page: artist });
    expect(resolveSlot({ type: 'artist', slot: 1, siteId: 's1', pagesOfSite: [event] })).toEqual({ kind: 'page', page: event });
  });
  it('a slot with a site but no page creates "Slot n" with no blocks, under a stable id', () => {
    const result = resolveSlot({ type: 'blog', slot: 3, siteId: 's9', pagesOfSite: [] });
    expect(result).toEqual({
      kind: 'create',
      page: { id: 'slot-s9-blog-3', siteId: 's9', type: 'blog', slotId: 3, title: 'Slot 3', blocks: [] },
    });
    expect(() => PageSchema.parse((result as { page: Page }).page)).not.toThrow();
  });
  it('slots 2 to 5 without a site use the page of that type and slot', () => {
    const found = page({ id: 'x', type: 'event', slotId: 2 });
    expect(resolveSlot({ type: 'event', slot: 2, pagesOfSite: [], pageBySlot: found })).toEqual({ kind: 'page', page: found });
    expect(resolveSlot({ type: 'event', slot: 2, pagesOfSite: [] })).toEqual({ kind: 'unresolved' });
  });
  it('slot 1 without a site is unresolved, even if some page has slot 1', () => {
    expect(resolveSlot({ type: 'artist', slot: 1, pagesOfSite: [], pageBySlot: page({}) })).toEqual({ kind: 'unresolved' });
  });
  it('slots 2 to 5 with a site take that site’s page of the type and slot, not another site’s', () => {
    const mine = page({ id: 'mine', siteId: 's1', type: 'blog', slotId: 4 });
    const other = page({ id: 'other', siteId: 's1', type: 'event', slotId: 4 });
    expect(resolveSlot({ type: 'blog', slot: 4, siteId: 's1', pagesOfSite: [other, mine] })).toEqual({ kind: 'page', page: mine });
    expect(resolveSlot({ type: 'event', slot: 3, siteId: 's1', pagesOfSite: [other] }).kind).toBe('create');
  });
  it('the most recent site of a page type is the last one of its kinds (the manifest says which) in the person’s list', () => {
    const sites = [
      { id: '1', type: 'artist' }, { id: '2', type: 'event-promo' }, { id: '3', type: 'artist' }, { siteId: 4, type: 'blog' },
    ];
    expect(mostRecentSiteId(sites, kindsWithPages('artist'))).toBe('3');
    expect(mostRecentSiteId(sites, kindsWithPages('event'))).toBe('2');
    expect(mostRecentSiteId(sites, kindsWithPages('blog'))).toBe('4');
    expect(mostRecentSiteId(sites, kindsWithPages('business'))).toBeUndefined();
  });
  it('the full-site preview orders pages by slot, then type', () => {
    const pages = [page({ id: 'c', slotId: 3 }), page({ id: 'b', slotId: 1, type: 'blog' }), page({ id: 'a', slotId: 1 })];
    expect(orderPagesForPreview(pages).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('block defaults', () => {
  it('a new block has every field of spec.md section 3, align left, and passes the schema', () => {
    for (const type of ['logo', 'title', 'description', 'image', 'video', 'navlink', 'text'] as const) {
      const block = createBlock(type, 'Footer', 'x');
      expect(Object.keys(block).sort()).toEqual(
        ['align', 'backgroundColor', 'buttonSize', 'color', 'content', 'dropdownItems', 'fontFamily', 'fontSize', 'id', 'imageUrl', 'navTarget', 'section', 'type', 'videoUrl'],
      );
      expect(block.align).toBe('left');
      expect(BlockSchema.parse(block)).toEqual(block);
    }
  });
});

describe('ordering', () => {
  const blocks = [b('f', 'Footer'), b('a', 'Section 1'), b('h', 'Header Nav'), b('c', 'Section 1')];
  it('groups by section, keeping order, and sorts sections in spec order', () => {
    expect(groupBySection(blocks)['Section 1'].map((x) => x.id)).toEqual(['a', 'c']);
    expect(inSectionOrder(blocks).map((x) => x.id)).toEqual(['h', 'a', 'c', 'f']);
    const sorted = inSectionOrder(blocks);
    expect(inSectionOrder(sorted)).toBe(sorted);
  });
  it('moves within a section and across section borders', () => {
    const sorted = inSectionOrder(blocks);
    expect(ids(moveBlockBy(sorted, 'c', -1))).toEqual(['h@Header Nav', 'c@Section 1', 'a@Section 1', 'f@Footer']);
    expect(ids(moveBlockBy(sorted, 'a', 1))).toEqual(['h@Header Nav', 'c@Section 1', 'a@Section 1', 'f@Footer']);
    expect(ids(moveBlockBy(sorted, 'a', -1))).toEqual(['h@Header Nav', 'a@Header Nav', 'c@Section 1', 'f@Footer']);
    expect(ids(moveBlockBy(sorted, 'c', 1))).toEqual(['h@Header Nav', 'a@Section 1', 'c@Section 2', 'f@Footer']);
    expect(moveBlockBy(sorted, 'h', -1)).toBe(sorted);
    expect(moveBlockBy(sorted, 'f', 1)).toBe(sorted);
  });
  it('moves to a section, before a block or to its end', () => {
    const sorted = inSectionOrder(blocks);
    expect(ids(moveBlockTo(sorted, 'f', 'Section 1', 'c'))).toEqual(['h@Header Nav', 'a@Section 1', 'f@Section 1', 'c@Section 1']);
    expect(ids(moveBlockTo(sorted, 'h', 'Section 3'))).toEqual(['a@Section 1', 'c@Section 1', 'h@Section 3', 'f@Footer']);
    expect(moveBlockTo(sorted, 'a', 'Section 1', 'c')).toBe(sorted);
  });
  it('duplicates right after the original with a new id', () => {
    const next = duplicateBlock(inSectionOrder(blocks), 'a', 'a2');
    expect(next.map((x) => x.id)).toEqual(['h', 'a', 'a2', 'c', 'f']);
    expect({ ...next[2], id: 'a' }).toEqual(next[1]);
  });
  it('a patch that changes nothing returns the same block', () => {
    const block = b('a', 'Section 1');
    expect(patchBlock(block, { content: block.content })).toBe(block);
    expect(patchBlock(block, { dropdownItems: [] })).toBe(block);
    expect(patchBlock(block, { content: 'new' })).toEqual({ ...block, content: 'new' });
  });
});

describe('styles, videos and links', () => {
  it('keeps plain colours, sizes and fonts and drops anything else', () => {
    const base = createBlock('text', 'Section 1', 'x');
    expect(blockStyle({ ...base, color: '#0000ff', align: 'center', fontSize: 'large', fontFamily: 'Fraunces' })).toMatchObject({
      color: '#0000ff', textAlign: 'center', fontSize: '1.75rem', fontFamily: expect.stringContaining('Fraunces'),
    });
    expect(blockStyle({ ...base, color: 'red;background:url(x)', backgroundColor: 'url(javascript:x)', fontSize: 32 })).toEqual({ textAlign: 'left', fontSize: '32px' });
  });
  it('embeds YouTube and Vimeo, plays .mp4/.webm, refuses the rest', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'YouTube video' });
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('iframe');
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ kind: 'iframe', src: 'https://player.vimeo.com/video/76979871', title: 'Vimeo video' });
    expect(videoEmbed('https://cdn.example.com/clip.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/clip.mp4' });
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('https://evil.example.com/page.html')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
  it('dropdown entries pass their address through safeUrl', () => {
    expect(dropdownEntry('Shop | https://shop.example.com')).toEqual({ label: 'Shop', href: 'https://shop.example.com/' });
    expect(dropdownEntry('Bad | javascript:alert(1)')).toEqual({ label: 'Bad', href: undefined });
    expect(dropdownEntry('')).toBeNull();
  });
});

describe('regroupBySection', () => {
  const block = (id: string, section: Block['section']) => ({ id, section });
  it('keeps the arrays of sections whose blocks did not change, and replaces the one that did', () => {
    const a = block('a', 'Header Nav');
    const b = block('b', 'Section 1');
    const c = block('c', 'Section 1');
    const before = regroupBySection([a, b, c]);
    const typedInB = { ...b };
    const after = regroupBySection([a, typedInB, c], before);
    expect(after['Header Nav']).toBe(before['Header Nav']);
    expect(after.Footer).toBe(before.Footer);
    expect(after['Section 1']).not.toBe(before['Section 1']);
    expect(after['Section 1']).toEqual([typedInB, c]);
  });
  it('notices a block moving between sections', () => {
    const a = block('a', 'Section 2');
    const before = regroupBySection([a]);
    const after = regroupBySection([{ ...a, section: 'Section 3' as const }], before);
    expect(after['Section 2']).toEqual([]);
    expect(after['Section 3'].map((x) => x.id)).toEqual(['a']);
  });
});

describe('sectionIds', () => {
  it("keeps a section's array while its ids are the same (typing), and replaces it when they change", () => {
    const blocks = [{ id: 'a', section: 'Header Nav' as const }, { id: 'b', section: 'Section 1' as const }];
    const before = sectionIds(blocks);
    expect(before['Section 1']).toEqual(['b']);
    const typed = sectionIds([{ ...blocks[0] }, { ...blocks[1] }], before);
    expect(typed['Header Nav']).toBe(before['Header Nav']);
    expect(typed['Section 1']).toBe(before['Section 1']);
    const moved = sectionIds([blocks[0], { ...blocks[1], section: 'Footer' as const }], before);
    expect(moved['Section 1']).toEqual([]);
    expect(moved.Footer).toEqual(['b']);
    expect(moved['Header Nav']).toBe(before['Header Nav']);
  });
});

describe('sameJson (the slot editor compares its blocks with the stored ones by it)', () => {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(record).sort().filter((key) => record[key] !== undefined).map((key) => [key, canonical(record[key])]));
  };

  it('agrees with comparing key-sorted JSON, for any two values, and finds a copy the same', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJson(a, structuredClone(a))).toBe(true);
        expect(sameJson(a, b)).toBe(JSON.stringify(canonical(a)) === JSON.stringify(canonical(b)));
      }),
    );
  });

  it('counts neither key order nor a key holding undefined, and tells blocks apart by any field', () => {
    const block = { id: 'b1', type: 'text', section: 'Section 1', content: 'Hi', style: { color: '#222' } };
    expect(sameJson([block], [{ style: { color: '#222' }, content: 'Hi', section: 'Section 1', type: 'text', id: 'b1', image: undefined }])).toBe(true);
    expect(sameJson([block], [{ ...block, style: { color: '#223' } }])).toBe(false);
    expect(sameJson([block], [{ ...block, content: 'Hi!' }])).toBe(false);
    expect(sameJson([block], [block, block])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
    expect(sameJson({ a: null }, { a: undefined })).toBe(false);
  });
});
