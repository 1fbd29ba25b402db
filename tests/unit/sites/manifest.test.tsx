import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { KIND_IDS, MANIFEST, type KindFacts } from '../../../src/sites/manifest';
import { KIND_LABELS, KIND_VARIANTS, UnknownKindError, hasQrCode, kindFacts, variantFacts, manageFieldsOf } from '../../../src/sites/kind-names';
import { followEdits } from '../../../src/domain/manage-lens';
import { loadKind } from '../../../src/sites/kind-loaders';
import { findVariant } from './all-kinds';
import {
  EDITOR_VARIANTS, MANIFEST_STARTS, PUBLISHED_VARIANTS, editPathFor, editorPath, editorVariant, layoutSiteRecord, layoutSwitchOf,
  publishPath, publishedVariant, siteNameOf,
} from '../../../src/sites/variant-routes';
import { resolveSite } from '../../../src/sites/resolve';
import { SiteView } from '../../../src/sites/SiteView';
import { TEMPLATES } from '../../../src/sites/templates';
import { layoutsRoutes } from '../../../src/features/layouts/routes';
import { SITE_TYPES, type SiteRecord } from '../../../src/domain/schemas';
import { shownLinks, shownSocials } from '../../../src/sites/links/LinksView';
import { LINKS_MAX, LinksSiteSchema } from '../../../src/sites/links/schema';

afterEach(cleanup);

const facts = (kind: string) => MANIFEST[kind as keyof typeof MANIFEST] as KindFacts;

describe('the manifest (issue 24): one entry per kind, every piece present', () => {
  it('has a line for every site type, and nothing else lists kinds', () => {
    expect([...KIND_IDS].sort()).toEqual([...SITE_TYPES].sort());
    for (const kind of KIND_IDS) {
      expect(KIND_LABELS[kind]).toBe(facts(kind).label);
      expect([...KIND_VARIANTS[kind]].sort()).toEqual([...Object.keys(facts(kind).variants), 'managed'].sort());
      expect(Object.keys(facts(kind).variants)).toContain(facts(kind).defaultVariant);
    }
  });

  it.each(KIND_IDS)('%s loads a kind whose variants are the manifest\'s, each with schema, defaults, fields and View', async (kind) => {
    const loaded = await loadKind(kind);
    expect(loaded.kind).toBe(kind);
    expect(loaded.label).toBe(facts(kind).label);
    expect(Object.keys(loaded.variants).sort()).toEqual([...KIND_VARIANTS[kind]].sort());
    for (const [id, variant] of Object.entries(loaded.variants)) {
      expect(variant.variant).toBe(id);
      expect(variant.kind).toBe(kind);
      expect(typeof variant.View).toBe('function');
      expect(Array.isArray(variant.sections)).toBe(true);
      expect(TEMPLATES.map((t) => t.id)).toContain(variant.defaultTemplateId);
      expect(variant.schema.safeParse(variant.defaults()).success).toBe(true);
      // An editor route needs fields or an editor of its own to edit with.
      if (variantFacts(kind, id).editor) expect(variant.sections.length + (variant.Editor ? 1 : 0)).toBeGreaterThan(0);
    }
    // Once loaded, the editors find it as they find the kinds they bundle.
    expect(findVariant(kind, facts(kind).defaultVariant)).toBeDefined();
  });

  it('editor and publish variants have unique ids, routes, titles, records and not-found texts', () => {
    const editorIds = EDITOR_VARIANTS.map((v) => v.variant);
    expect(new Set(editorIds).size).toBe(editorIds.length);
    expect(new Set(EDITOR_VARIANTS.map((v) => v.editor.path)).size).toBe(EDITOR_VARIANTS.length);
    const publishIds = PUBLISHED_VARIANTS.map((v) => v.variant);
    expect(new Set(publishIds).size).toBe(publishIds.length);
    for (const v of EDITOR_VARIANTS) {
      expect(v.editor.title).not.toBe('');
      expect(v.record.untitled).toMatch(/^Untitled /);
      expect(editorPath(v.variant, '7')).toBe(`${v.editor.path}?id=7`);
    }
    for (const v of PUBLISHED_VARIANTS) {
      expect(v.publish.notFound).toMatch(/not found\.$/);
      expect(publishPath(v.variant, 'a/b')).toBe(`/publish/${v.variant}/a%2Fb`);
    }
  });

  it('generates the spec\'s layout editor and publish routes, and the added kinds\'', () => {
    const paths = layoutsRoutes.map((r) => r.path);
    for (const kind of ['business', 'event', 'blog']) for (const n of [1, 2]) expect(paths).toContain(`/${kind}/layout${n}`);
    for (const v of ['business1', 'business2', 'event1', 'event2', 'blog1', 'blog2', 'links']) expect(paths).toContain(`/publish/${v}/:id`);
    expect(paths).toContain('/links/edit');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps what the side tables said: titles, layout switches, not-found texts, RSVP, QR codes', () => {
    expect(editorVariant('business2').editor.title).toBe('Store');
    expect(layoutSwitchOf('event2').map((v) => v.variant)).toEqual(['event1', 'event2']);
    expect(layoutSwitchOf('links')).toEqual([]);
    expect(publishedVariant('business1').publish.notFound).toBe('Site not found.');
    expect(publishedVariant('business2').publish.notFound).toBe('Store not found.');
    expect(publishedVariant('event2').publish.notFound).toBe('Event not found.');
    expect(publishedVariant('blog1').publish.notFound).toBe('Blog not found.');
    expect(PUBLISHED_VARIANTS.filter((v) => v.publish.rsvp).map((v) => v.variant)).toEqual(['event1']);
    expect(KIND_IDS.filter(hasQrCode).sort()).toEqual(['business-card', 'event', 'event-promo', 'links']);
    expect(siteNameOf({}, 'business2')).toBe('Untitled store');
    expect(MANIFEST_STARTS.map((s) => s.to)).toEqual(['/links/edit']);
  });

  it('a lookup that misses throws UnknownKindError, never a silent default to artist', () => {
    expect(() => kindFacts('nope')).toThrow(UnknownKindError);
    expect(() => kindFacts('constructor')).toThrow(UnknownKindError);
    expect(() => variantFacts('artist', 'nope')).toThrow(UnknownKindError);
    expect(() => variantFacts('artist', '__proto__')).toThrow(UnknownKindError);
    expect(() => editorVariant('preview')).toThrow(UnknownKindError);
    expect(() => editorPath('variant1')).toThrow(UnknownKindError);
    expect(() => publishedVariant('variant1')).toThrow(UnknownKindError);
    expect(() => layoutSiteRecord({}, 'nope', '1', 'a@b.c')).toThrow(UnknownKindError);
    expect(variantFacts('links', 'managed')).toEqual({});
  });

  it('a screen that meets the error shows "Site not found." instead of "something broke"', () => {
    const Throws = () => {
      kindFacts('no-such-kind');
      return null;
    };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(<ErrorBoundary><Throws /></ErrorBoundary>);
    } finally {
      console.error = quiet;
    }
    expect(screen.getByRole('heading', { name: 'Site not found.' })).toBeDefined();
  });
});

describe('links: a link-in-bio page from its manifest line', () => {
  const site = {
    id: 'l1', type: 'links', variant: 'links', name: 'Lina', owner: 'a@b.c', templateId: 'bold-grid',
    bio: 'Hi', links: [{ id: 'a', label: 'Shop', url: 'https://shop.example' }, { id: 'b', label: 'Bad', url: 'javascript:alert(1)' }, { id: 'c', label: '', url: 'example.org/x' }],
    socials: { instagram: '@lina.makes', tiktok: 'not a handle!', youtube: '', x: '' },
  };

  it('is resolved, named and recorded through the manifest', () => {
    expect(resolveSite(site as unknown as SiteRecord)).toMatchObject({ kind: 'links', variant: 'links', templateId: 'bold-grid' });
    expect(resolveSite({ id: 'l2', type: 'links' } as unknown as SiteRecord).variant).toBe('links');
    const record = layoutSiteRecord({ bio: 'x' }, 'links', '9', 'a@b.c');
    expect(record).toMatchObject({ id: '9', siteId: '9', type: 'links', variant: 'links', owner: 'a@b.c', name: 'Untitled link page', published: false });
    expect(record.templateVariant).toBeUndefined();
    expect(editPathFor({ id: '9', type: 'links' }, 'links')).toBe('/links/edit?id=9');
  });

  it('tells the manage page which of its fields are the title, description and picture', () => {
    const fields = manageFieldsOf('links', 'links');
    expect(fields).toMatchObject({ title: 'name', description: 'bio', gallery: { shape: 'single', path: 'avatar' } });
    const after = { ...site, description: 'New bio' };
    expect(followEdits(site, after, fields)).toContainEqual({ set: 'bio', value: 'New bio' });
  });

  it('links only addresses safeUrl lets through, and at most twelve', () => {
    const content = LinksSiteSchema.parse(site);
    expect(shownLinks(content)).toEqual([
      { id: 'a', label: 'Shop', href: 'https://shop.example/' },
      { id: 'c', label: 'example.org/x', href: 'https://example.org/x' },
    ]);
    expect(shownSocials(content)).toEqual([{ key: 'instagram', label: 'Instagram', handle: 'lina.makes', href: 'https://instagram.com/lina.makes' }]);
    const many = LinksSiteSchema.parse({ links: Array.from({ length: 20 }, (_, i) => ({ id: String(i), label: `L${i}`, url: 'https://x.example' })) });
    expect(many.links).toHaveLength(LINKS_MAX);
  });

  it('renders in every template with no unsafe href', async () => {
    await loadKind('links');
    for (const template of TEMPLATES) {
      const { container, unmount } = render(
        <MemoryRouter>
          <Routes>
            <Route path="*" element={<SiteView kind="links" variant="links" content={site} templateId={template.id} />} />
          </Routes>
        </MemoryRouter>,
      );
      expect(container.querySelector(`[data-template="${template.id}"] h1`)?.textContent).toBe('Lina');
      const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(['https://shop.example/', 'https://example.org/x', 'https://instagram.com/lina.makes']);
      unmount();
    }
  });
});
