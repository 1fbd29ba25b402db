/**
 * Injection corpus against every View (issue 13): each payload of tests/fixtures/injection-payloads.ts
 * goes into every text and URL field of every registry kind and variant (and the listing view
 * and slot blocks), rendered from the stored record through resolveSite, as the preview, publish
 * and /show pages and the dashboard thumbnail render it. The share link's decode path (the /s
 * viewer) and the downloaded HTML (exportSiteHtml) get every payload at least once per variant.
 * After each render the DOM must be inert (findDangers: no script, no on* attribute, no iframe
 * srcdoc, no javascript:/vbscript:/data:text/html URL anywhere a URL goes) and every text field
 * the View shows must show its typed text, as text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { kinds } from '../sites/all-kinds';
import { listingVariant } from '../../../src/sites/listing';
import { BUSINESS_CONTACT_SECTION } from '../../../src/sites/business';
import { SiteView } from '../../../src/sites/SiteView';
import { SiteFrame } from '../../../src/sites/SiteFrame';
import { templateOrDefault } from '../../../src/sites/templates';
import { resolveSite } from '../../../src/sites/resolve';
import { BlocksView } from '../../../src/sites/blocks/BlocksView';
import type { SiteVariant } from '../../../src/sites/types';
import { SitePicture } from '../../../src/sites/SitePicture';
import { exportSiteHtml } from '../../../src/sites/export/export-site';
import { shareLinkFor } from '../../../src/ui/share/share-link';
import { ShareViewer } from '../../../src/share/ShareViewer';
import { BLOCK_SECTIONS, BLOCK_TYPES, PreviewDataSchema, SiteRecordSchema, type SiteRecord } from '../../../src/domain/schemas';
import { createBlock } from '../../../src/domain/slots';
import { getAtPath, setAtPath } from '../../../src/domain/paths';
import { comparable, findDangers, fitted, PAYLOADS } from '../../fixtures/injection-payloads';
import { rsvpMailto } from '../../../src/domain/rsvp';
import { htmlProblems } from '../../fixtures/html-validate';
import { siteNameOf } from '../../../src/sites/resolve';

afterEach(cleanup);

// ------------------------------------------------------------------------------ The Views
interface Case {
  key: string;
  entry: SiteVariant;
  /** Not a site of its own (the listing preview): no record, share link or download. */
  viewOnly?: boolean;
}

const CASES: Case[] = [
  ...Object.values(kinds).flatMap((kind) => Object.values(kind.variants).map((entry) => ({ key: `${kind.kind}/${entry.variant}`, entry }))),
  { key: 'listing', entry: listingVariant, viewOnly: true },
];

const CONTACT = ['contact.email', 'contact.phone', 'contact.social'];
const WIZARD_TEXT = ['name', 'tagline', 'about', 'services', 'testimonials.0', ...CONTACT];

/** The text fields each View shows (as text): every one must show its payload, verbatim. */
const SHOWN_TEXT: Record<string, string[]> = {
  'artist/variant1': ['name', 'tagline', 'bio', 'services.0.title', 'services.0.desc', 'testimonials.0.name', 'testimonials.0.quote', ...CONTACT],
  'artist/variant2': ['name', 'about', 'email', 'gallery.0.label'],
  'artist/preview': WIZARD_TEXT,
  'travel/preview': WIZARD_TEXT,
  'blog/preview': WIZARD_TEXT,
  'event-promo/preview': WIZARD_TEXT,
  'business/preview': WIZARD_TEXT,
  listing: WIZARD_TEXT,
  'blog/post': ['title', 'postDate', 'content'],
  'blog/blog1': ['title', 'date', 'summary', 'content1', 'content2'],
  'blog/blog2': ['title', 'date', 'intro', 'section', 'conclusion'],
  'event-promo/promo': ['eventName', 'eventDate', 'description'],
  'business-card/builder': ['fullName', 'role', 'email', 'phone'],
  'business-card/card': ['name', 'title', 'tagline', 'about', 'phone', 'email', 'location', 'website'],
  'business/business1': ['name', 'tagline', 'services.0', ...CONTACT, 'contact.address'],
  'business/business2': ['name', 'about', 'products.0.title', 'products.0.price', ...CONTACT, 'contact.address'],
  'event/event1': ['title', 'date', 'time', 'location', 'description', 'buttonText', 'contactEmail'],
  'event/event2': ['title', 'date', 'time', 'agenda', 'highlights'],
  'links/links': ['name', 'bio'],
  managed: ['title', 'description'],
};

/**
 * Text fields a View shows only once they are well formed, never as typed: a link-in-bio's social
 * handles become profile addresses only when they are a handle (letters, digits, . _ -), so no
 * payload is ever shown. The link list's labels show only beside an address that passes safeUrl.
 */
const SHOWN_ONLY_WHEN_WELL_FORMED: Record<string, string[]> = {
  'links/links': ['socials.instagram', 'socials.tiktok', 'socials.youtube', 'socials.x', 'links.0.label', 'links.0.url'],
};
const shownText = (c: Case) => SHOWN_TEXT[c.entry.variant === 'managed' ? 'managed' : c.key] ?? [];

/** Editor sections of a case, with the contact section the business layout editors add. */
const editorFields = (c: Case) =>
  [...c.entry.sections, ...(c.entry.kind === 'business' && ['business1', 'business2'].includes(c.entry.variant) ? [BUSINESS_CONTACT_SECTION] : [])].flatMap((s) => s.fields);

/** Optional fields and one entry of each list, so every field a View can show has a value. */
function skeleton(c: Case): Record<string, unknown> {
  const extras: Record<string, unknown> =
    c.entry.schema === PreviewDataSchema
      ? {
          title: '', images: ['', ''], phone: '', email: '', location: '', website: '', services: '', testimonials: ['', ''],
          portfolioImages: ['', ''], social: { linkedin: '', instagram: '', twitter: '' },
        }
      : c.key === 'artist/variant1' ? { testimonials: [{ name: '', quote: '' }] }
      : c.key === 'artist/variant2' ? { name: '', gallery: [{ id: '1', label: '', image: '' }, { id: '2', label: '', image: '' }] }
      : c.key === 'business/business1' ? { services: ['', ''], portfolio: ['', ''] }
      : c.entry.variant === 'managed' ? { gallery: ['', ''] }
      : c.key === 'links/links' ? { links: [{ id: '1', label: '', url: '' }, { id: '2', label: '', url: '' }] }
      : {};
  return c.entry.schema.parse({ ...(c.entry.defaults() as object), ...extras }) as Record<string, unknown>;
}

/** Keys that say what a record is, not what someone typed (enums and ids). */
const STRUCTURAL = new Set(['id', 'siteId', 'variant', 'templateVariant', 'templateId', 'navLinks']);

/** Every string (and null contact entry) of `value`, by dotted path. */
function paths(value: unknown, at: string[] = []): string[] {
  if (value === null || typeof value === 'string') return [at.join('.')];
  if (Array.isArray(value)) return value.flatMap((item, i) => paths(item, [...at, String(i)]));
  if (value && typeof value === 'object') {
    return Object.entries(value).filter(([key]) => !STRUCTURAL.has(key)).flatMap(([key, child]) => paths(child, [...at, key]));
  }
  return [];
}

/** The longest text each field takes, by path; a list's item fields by each item's path ('links.0.label'). */
function limits(c: Case): Map<string, number> {
  const found = new Map<string, number>();
  for (const field of editorFields(c)) {
    if (field.maxLength) found.set(field.path, field.maxLength);
    if (field.kind !== 'list') continue;
    const items = getAtPath(skeleton(c), field.path);
    for (const [n] of (Array.isArray(items) ? items : []).entries()) {
      for (const item of field.itemFields) if (item.maxLength) found.set(`${field.path}.${n}.${item.path}`, item.maxLength);
    }
  }
  return found;
}

/**
 * Round `round` of the case's content: field j holds payload (round + j) mod N, so over N rounds
 * every payload sits in every field once. Text fields the View shows carry a tag after the
 * payload naming the field, so each can be found in the page; the payload still starts the
 * value, so a text field misused as a URL would still be seen as one.
 */
function hostile(c: Case, round: number) {
  const base = skeleton(c);
  const max = limits(c);
  const shown = new Set(shownText(c));
  const fields = paths(base);
  const content = fields.reduce<Record<string, unknown>>((value, path, j) => {
    const payload = PAYLOADS[(round + j) % PAYLOADS.length];
    const limit = max.get(path);
    const typed = shown.has(path) ? fitted(payload, limit === undefined ? undefined : limit - tag(path).length) + tag(path) : fitted(payload, limit);
    return setAtPath(value, path, typed);
  }, base);
  return { content, fields };
}
const tag = (path: string) => `⟦${path}⟧`;
const payloadIn = (round: number) => PAYLOADS[round % PAYLOADS.length];

/** The stored site record an editor, the wizard or the manage page would leave. */
function recordOf(c: Case, content: Record<string, unknown>, name: string): SiteRecord {
  const { kind, variant } = c.entry;
  const id = `inj-${c.key.replace(/\W+/g, '-')}`;
  let record: Record<string, unknown>;
  // A site's name is the name typed into its content, when the content has one.
  if (typeof content.name === 'string') name = content.name;
  if (variant === 'preview' || variant === 'card') record = { id, type: kind, name, previewData: content };
  else if (variant === 'managed') record = { id, type: kind, name, title: content.title, description: content.description, logo: content.logo, gallery: content.gallery };
  else if (variant === 'variant2') record = { ...content, gallery: undefined, galleryItems: content.gallery, id, type: kind, name, variant };
  else record = { ...content, id, type: kind, name, variant };
  return SiteRecordSchema.parse(record);
}

function View({ c, content }: { c: Case; content: unknown }) {
  if (!c.viewOnly) return <SiteView kind={c.entry.kind} variant={c.entry.variant} content={content} />;
  const template = templateOrDefault(c.entry.defaultTemplateId);
  return (
    <SiteFrame template={template}>
      <c.entry.View content={c.entry.schema.parse(content)} template={template} />
    </SiteFrame>
  );
}

const problemsOf = (round: number, where: string, problems: string[]) => problems.map((p) => `round ${round} (${where}): ${p}`);

/** Each shown text field's (tagged) value must be in the text. */
function missingText(c: Case, content: Record<string, unknown>, root: Element | null, round: number): string[] {
  const text = comparable(root?.textContent ?? '');
  return shownText(c)
    .map((path) => comparable(String(getAtPath(content, path))))
    .filter((expected) => !text.includes(expected))
    .map((expected) => `round ${round}: ${JSON.stringify(expected)} is not shown as text`);
}

/**
 * A download has no script: its RSVP button (an event's buttonText) is an e-mail to the event's
 * contact, and is left out when the contact is not an address (issue 26), so its text is not shown.
 */
/** A name as a file writes it in an attribute: no spaces before a line break, CR as LF. */
const tidy = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[ \t]+\n/g, '\n');

function withoutDeadRsvp(c: Case, content: Record<string, unknown>): Record<string, unknown> {
  if (c.key !== 'event/event1' || rsvpMailto(String(content.contactEmail), String(content.title))) return content;
  return { ...content, buttonText: '' };
}

describe('the corpus', () => {
  it('has at least 60 distinct payloads, each with a category and a marker', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PAYLOADS.map((p) => p.text)).size).toBe(PAYLOADS.length);
    for (const payload of PAYLOADS) {
      // The marker may sit inside base64 (data: URLs, atob): read those parts too.
      const decoded = [...payload.text.matchAll(/(?:base64,|atob\(')([A-Za-z0-9+/=]+)/g)].map((m) => atob(m[1]));
      expect([payload.text, ...decoded].join(' ')).toMatch(new RegExp(`(_pwned|alert|msgbox)\\(${payload.id}\\)`));
    }
  });

  it('findDangers sees each kind of hole (so a clean result means something)', () => {
    const { container } = render(
      <div>
        <a href={' JaVa\tScript:x()'}>a</a>
        <img src="data:text/html,x" alt="" />
        <div style={{ backgroundImage: 'url("javascript:x()")' }} />
        <iframe srcDoc="<b>x</b>" title="t" />
        <form action="vbscript:x" />
        <svg><a href="javascript:x()"><text>x</text></a></svg>
      </div>,
    );
    container.querySelector('div')!.setAttribute('onclick', 'x()');
    container.append(document.createElement('script'));
    const found = findDangers({ root: container }).join('\n');
    for (const expected of ['href=', 'src=', 'unsafe url()', 'srcdoc', 'action=', 'onclick', '<script>']) expect(found).toContain(expected);
    expect(findDangers({ root: render(<a href="https://example.com/?q=javascript:x">x</a>).container })).toEqual([]);
  });
});

describe.each(CASES)('$key', (c) => {
  /** Rounds for the download and the share link: every payload at least once, in some field. */
  const sampled = () => {
    const count = paths(skeleton(c)).length;
    return Array.from({ length: Math.ceil(PAYLOADS.length / count) }, (_, i) => i * count);
  };

  it('every text field its editor offers is one the View shows (the table is complete)', () => {
    const shown = shownText(c);
    const wellFormedOnly = SHOWN_ONLY_WHEN_WELL_FORMED[c.key] ?? [];
    // A list's fields are its first item's ('links.0.label').
    const fields = editorFields(c).flatMap((f) => (f.kind === 'list' ? f.itemFields.map((item) => ({ ...item, path: `${f.path}.0.${item.path}` })) : [f]));
    for (const field of fields.filter((f) => f.kind !== 'image' && !wellFormedOnly.includes(f.path))) expect(shown).toContain(field.path);
    const all = paths(skeleton(c));
    for (const path of shown) expect(all).toContain(path);
  });

  it('renders every payload in every field inert and as text (View, and the stored record as dashboard and /show render it)', () => {
    const problems: string[] = [];
    let view: ReturnType<typeof render> | undefined;
    for (let round = 0; round < PAYLOADS.length; round++) {
      const { content } = hostile(c, round);
      // Nothing is lost to a failed parse: the View shows this content, not its defaults.
      expect(c.entry.schema.safeParse(content).success, `round ${round} parses`).toBe(true);
      let element;
      if (c.viewOnly) element = <View c={c} content={content} />;
      else {
        const record = recordOf(c, content, fitted(payloadIn(round), 100));
        expect(resolveSite(record).variant, `round ${round} resolves`).toBe(c.entry.variant);
        element = <SitePicture site={record} />;
      }
      if (view) view.rerender(element);
      else view = render(element);
      problems.push(...problemsOf(round, 'View', findDangers({ root: view.container })));
      problems.push(...missingText(c, content, view.container, round));
    }
    expect(problems).toEqual([]);
  });

  // The listing preview is not a site of its own: it has no download or share link.
  if (c.viewOnly) return;

  it('downloads as a valid HTML file with no script, the text escaped', async () => {
    const problems: string[] = [];
    for (const round of sampled()) {
      const { content } = hostile(c, round);
      const record = recordOf(c, content, fitted(payloadIn(round), 100));
      const html = await exportSiteHtml(record);
      problems.push(...problemsOf(round, 'html-validate', await htmlProblems(html)));
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const main = doc.querySelector('main');
      problems.push(...problemsOf(round, 'download <main>', findDangers({ root: main! })));
      problems.push(...problemsOf(round, 'download', findDangers({ root: doc, urlsOnly: true })));
      // The file's own Content-Security-Policy is the one http-equiv it may have.
      const active = [...doc.querySelectorAll('script, iframe, object, embed, base, meta[http-equiv]:not([http-equiv="Content-Security-Policy"])')].map((el) => el.outerHTML.slice(0, 80));
      if (active.length > 0) problems.push(`round ${round}: active elements in the file: ${active.join(' ')}`);
      const head = [...doc.head.children].filter((el) => !['META', 'TITLE', 'STYLE'].includes(el.tagName) && !el.matches('link[rel="icon"]:only-of-type'));
      if (head.length > 0) problems.push(`round ${round}: <head> was broken into`);
      // The tab shows the name, cut to what a tab shows (issue 26); og:title carries all of it.
      const shown = comparable(doc.title.replace(/…$/, ''));
      if (shown === '' || !comparable(record.name).startsWith(shown)) problems.push(`round ${round}: <title> is ${JSON.stringify(doc.title)}`);
      if (doc.querySelector('meta[property="og:title"]')?.getAttribute('content') !== tidy(record.name)) problems.push(`round ${round}: og:title is not the name`);
      problems.push(...missingText(c, withoutDeadRsvp(c, content), main, round));
    }
    expect(problems).toEqual([]);
  });

  it('opens from its share link inert, as text', async () => {
    const problems: string[] = [];
    for (const round of sampled()) {
      const { content } = hostile(c, round);
      const record = recordOf(c, content, fitted(payloadIn(round), 100));
      const link = await shareLinkFor(record, 'https://brick.test');
      const viewer = render(<ShareViewer fragment={new URL(link).hash} />);
      const site = await waitFor(() => {
        const found = viewer.container.querySelector('[data-template]');
        if (!found) throw new Error(`round ${round}: the share viewer shows no site`);
        return found;
      });
      problems.push(...problemsOf(round, 'share link', findDangers({ root: viewer.container })));
      problems.push(...missingText(c, content, site, round));
      await waitFor(() => expect(comparable(document.title)).toBe(comparable(siteNameOf(record)))).catch(() =>
        problems.push(`round ${round}: title is ${JSON.stringify(document.title)}`),
      );
      viewer.unmount();
    }
    expect(problems).toEqual([]);
  });
});

// ------------------------------------------------------------------------ Slot page blocks
describe('slot page blocks', () => {
  it('render every payload in every block field inert, with the text blocks showing it as text', () => {
    const problems: string[] = [];
    const views: Record<string, ReturnType<typeof render> | undefined> = {};
    for (const payload of PAYLOADS) {
      const blocks = BLOCK_TYPES.map((type, i) => ({
        ...createBlock(type, BLOCK_SECTIONS[i % BLOCK_SECTIONS.length], `b${i}`),
        content: payload.text,
        imageUrl: payload.text,
        videoUrl: payload.text,
        navTarget: payload.text,
        color: payload.text,
        backgroundColor: payload.text,
        fontFamily: payload.text,
        fontSize: payload.text,
        buttonSize: payload.text,
        dropdownItems: [`Menu | ${payload.text}`, payload.text, { label: 'Item', href: payload.text }],
      }));
      for (const placeholders of [false, true]) {
        const element = <BlocksView blocks={blocks} placeholders={placeholders} />;
        if (views[String(placeholders)]) views[String(placeholders)]!.rerender(element);
        else views[String(placeholders)] = render(element);
        const { container } = views[String(placeholders)]!;
        problems.push(...problemsOf(payload.id, placeholders ? 'live preview' : 'publish view', findDangers({ root: container })));
        const shownBlocks = container.querySelectorAll('.block-title, .block-description, .block-text');
        for (const el of shownBlocks) if (comparable(el.textContent ?? '') !== comparable(payload.text)) problems.push(`#${payload.id}: block text is ${JSON.stringify(el.textContent)}`);
        if (shownBlocks.length !== 3) problems.push(`#${payload.id}: ${shownBlocks.length} text blocks shown`);
      }
    }
    expect(problems).toEqual([]);
  });
});
