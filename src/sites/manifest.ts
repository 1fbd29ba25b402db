import type { PageType, SiteType } from '../domain/vocabulary';
import { BLOG_NOT_FOUND, EVENT_NOT_FOUND, SITE_NOT_FOUND, STORE_NOT_FOUND } from '../domain/not-found-messages';
import {
  BLOG_PUBLISHED, BLOG_SAVED, BUSINESS_CARD_PUBLISHED, BUSINESS_CARD_SAVED, EVENT_PROMO_PUBLISHED, EVENT_PROMO_SAVED,
} from '../domain/builder-messages';
import {
  EVENT_PROMO_SITE_PUBLISHED, LOADING_ARTIST_PREVIEW, LOADING_BLOG_PREVIEW, LOADING_BUSINESS_CARD, PUBLISH_EVENT_PROMO_SITE, PUBLISH_MY_CARD,
} from '../domain/preview-messages';
import type { KindDefinition } from './types';
import type { Step1Variant } from '../domain/wizard';
import type { ManageFields } from '../domain/manage-fields';

/**
 * THE manifest of site kinds: one entry per kind, everything Brick knows of a kind before its code
 * arrives (design.md, "a new kind is one folder and one registry line"). Its label, its variants
 * and what each variant owns besides its View (where its content lives, its editor and publish
 * routes, its record's name, its not-found text), and the loader of its folder. The route tables,
 * kind-names.ts, kind-loaders.ts, resolve.ts, the layout editors, the publish pages, the write
 * path and the template pickers all read it; nothing else lists kinds. Pure data: no React.
 */

/** A variant's layout editor: /{kind}/layout{n} or any path, the site id in ?id=. */
export interface EditorFacts {
  /** The editor's route, e.g. '/business/layout1'. */
  path: string;
  /** Its number in the kind's "Layout 1 / Layout 2" switch (absent: no switch). */
  layout?: number;
  /** The editor's title, e.g. 'Store'. */
  title: string;
  /** A split view with the live preview at every width (spec.md: event layout 2). */
  alwaysSplit?: boolean;
}

/** A variant's publish page, /publish/{variant}/:id. */
export interface PublishFacts {
  /** What the page says when nothing is stored under the id (spec.md section 8). */
  notFound: string;
  /** Where the published content is read: the site record (default), or business_preview_{id}. */
  from?: 'site' | 'business-preview';
  /** The page takes RSVPs (spec.md: event layout 1). */
  rsvp?: boolean;
}

/** How a variant's content becomes its site record (layout editors, copies of share links). */
export interface RecordFacts {
  /** The record's name when its content has neither name nor title. */
  untitled: string;
  /** The record's name is the content's name as is, even blank (spec.md: business). */
  nameAsIs?: boolean;
  /** The record also names its variant `templateVariant` (spec.md section 3: event 1, blogs). */
  templateVariant?: boolean;
}

/**
 * A single-page builder's variant (spec.md section 2): its content is a record of its own table
 * until Publish Site makes it a site record with the same id.
 */
export interface SinglePageFacts {
  table: 'businessCards' | 'blogPosts' | 'eventPromos';
  /** The builder's route; a record's builder is `${path}/{id}`. */
  path: string;
  /** The builder's title, e.g. 'Business card'. */
  title: string;
  /** The content field that names the site on the dashboard. */
  nameField: string;
  /** What Save Draft and Publish Site say. */
  saved: string;
  published: string;
}

/**
 * A variant's preview page, /preview/{path}/:id (spec.md section 2: the wizards' sites). What it
 * leaves out is the same on every page: its data in preview_{id}, else site_preview_{id}; no loading
 * text; "Publish This Site", then "✅ Site published to dashboard." on the same page.
 */
export interface PreviewPageFacts {
  path: string;
  /** Where its data is read, the first found wins (then the site's previewData, then its record). */
  sources?: ReadonlyArray<'preview' | 'site_preview' | 'business_preview'>;
  /** spec.md's loading text for this page. */
  loading?: string;
  publishLabel?: string;
  /** What publishing says. */
  published?: string;
  /** Where publishing goes (the card: the dashboard). */
  afterPublish?: string;
  /** The variant that renders what is stored, when that decides it (a store's data is business2). */
  variantFor?: (data: Record<string, unknown>) => string;
}

export interface VariantFacts {
  /** Where its content lives: on the site record (default) or in its preview data (wizard sites). */
  content?: 'site' | 'preview-data';
  /** A single-page builder's variant: its record's table, builder and words. */
  singlePage?: SinglePageFacts;
  /** Its page /preview/{path}/{id} (spec.md section 2: the wizards' sites; a business card's is 'card'). */
  previewPage?: PreviewPageFacts;
  /** The 8-step wizard makes it (spec.md section 4): from this template id, with these Step 1 fields and this look. */
  wizard?: { template: string; step1: Step1Variant; look: string };
  editor?: EditorFacts;
  publish?: PublishFacts;
  record?: RecordFacts;
  /**
   * Which content fields the manage page's title, description, logo and gallery are (issue 35):
   * storage keeps both sides in step on every write, so it must know before the kind's code
   * arrives. A variant whose content is preview data has the wizard's (PREVIEW_DATA_FIELDS).
   */
  manage?: ManageFields;
}

/** A way to start a site of this kind, offered on /templates and /template-selection. */
export interface StartFacts {
  /** The card's name on /templates and the group's title on /template-selection. */
  name: string;
  description: string;
  /** The variant whose editor Select opens. */
  variant: string;
}

export interface KindFacts {
  /** Shown on dashboard cards and in menus. */
  label: string;
  /** The variant a stored site renders with when it names none. */
  defaultVariant: string;
  /** Its own variants; every kind also has 'managed' (compose.ts). */
  variants: Record<string, VariantFacts>;
  /** A kind that is not in spec.md's /templates and "What are you making?" lists says how it starts. */
  start?: StartFacts;
  /**
   * What the dashboard's Preview opens (spec.md section 2): the publish page of its default variant
   * ('default-publish-page': blog, event), or of the site's own variant when that has one
   * ('own-publish-page': business). None: /show/{kind}/{id}.
   */
  dashboardPreview?: 'default-publish-page' | 'own-publish-page';
  /** People hand it out in person: its share link comes with a QR code. */
  qrCode?: boolean;
  /** The slot builder's pages of its sites (spec.md: /artist, /event, /blog, /business slot1..5); none: the artist's. */
  slotPages?: PageType;
  /** Its folder: schemas, defaults, fields and Views (composed by compose.ts). */
  load: () => Promise<KindDefinition>;
}

const layout = (kind: string, n: number, title: string, extra: Partial<EditorFacts> = {}): EditorFacts => ({ path: `/${kind}/layout${n}`, layout: n, title, ...extra });

export const MANIFEST = {
  artist: {
    label: 'Artist portfolio',
    defaultVariant: 'variant1',
    slotPages: 'artist',
    variants: {
      variant1: { manage: { title: 'name', description: 'bio', logo: 'logo', gallery: { shape: 'slots', path: 'portfolio', slots: 4 } } },
      variant2: { manage: { title: 'name', description: 'about', logo: null, gallery: { shape: 'items', path: 'galleryItems' } } },
      preview: { content: 'preview-data', previewPage: { path: 'artist', loading: LOADING_ARTIST_PREVIEW }, wizard: { template: 'artist', step1: 'artist', look: 'casual-showcase' } },
    },
    load: () => import('./artist').then((m) => m.artistKind),
  },
  travel: {
    label: 'Travel page',
    defaultVariant: 'preview',
    variants: { preview: { content: 'preview-data', previewPage: { path: 'travel' }, wizard: { template: 'travel', step1: 'artist', look: 'hero-spotlight' } } },
    load: () => import('./travel').then((m) => m.travelKind),
  },
  blog: {
    label: 'Blog',
    defaultVariant: 'blog1',
    dashboardPreview: 'default-publish-page',
    slotPages: 'blog',
    variants: {
      post: { manage: { title: 'title', description: 'content', logo: null, gallery: { shape: 'single', path: 'headerImage' } }, singlePage: { table: 'blogPosts', path: '/builder/blog', title: 'Blog post', nameField: 'title', saved: BLOG_SAVED, published: BLOG_PUBLISHED } },
      preview: { content: 'preview-data', previewPage: { path: 'blog', loading: LOADING_BLOG_PREVIEW }, wizard: { template: 'blog', step1: 'blog', look: 'elegant-minimalist' } },
      blog1: { manage: { title: 'title', description: 'summary', logo: null, gallery: { shape: 'single', path: 'image' } }, editor: layout('blog', 1, 'Article'), publish: { notFound: BLOG_NOT_FOUND }, record: { untitled: 'Untitled blog', templateVariant: true } },
      blog2: { manage: { title: 'title', description: 'intro', logo: null, gallery: { shape: 'single', path: 'image' } }, editor: layout('blog', 2, 'Image first'), publish: { notFound: BLOG_NOT_FOUND }, record: { untitled: 'Untitled blog', templateVariant: true } },
    },
    load: () => Promise.all([import('./blog'), import('./blog-layouts')]).then(([blog, layouts]) => ({ variants: { ...blog.blogKind.variants, ...layouts.blogLayoutVariants } })),
  },
  'event-promo': {
    label: 'Event promo',
    defaultVariant: 'preview',
    slotPages: 'event',
    variants: {
      promo: {
        manage: { title: 'eventName', description: 'description', logo: null, gallery: { shape: 'single', path: 'banner' } },
        singlePage: { table: 'eventPromos', path: '/builder/event-promo', title: 'Event promo', nameField: 'eventName', saved: EVENT_PROMO_SAVED, published: EVENT_PROMO_PUBLISHED },
      },
      preview: { content: 'preview-data', previewPage: { path: 'event-promo', publishLabel: PUBLISH_EVENT_PROMO_SITE, published: EVENT_PROMO_SITE_PUBLISHED }, wizard: { template: 'event', step1: 'event', look: 'bold-grid' } },
    },
    qrCode: true,
    load: () => import('./event-promo').then((m) => m.eventPromoKind),
  },
  'business-card': {
    label: 'Business card',
    defaultVariant: 'card',
    slotPages: 'business',
    variants: {
      builder: {
        manage: { title: 'fullName', description: 'role', logo: null, gallery: { shape: 'single', path: 'image' } },
        singlePage: { table: 'businessCards', path: '/builder/business', title: 'Business card', nameField: 'fullName', saved: BUSINESS_CARD_SAVED, published: BUSINESS_CARD_PUBLISHED },
      },
      card: { content: 'preview-data', manage: { title: 'name', description: 'tagline', logo: 'logo', gallery: { shape: 'list', path: 'images', max: 4 }, inPreviewData: true }, previewPage: {
          path: 'card', sources: ['site_preview', 'preview', 'business_preview'], loading: LOADING_BUSINESS_CARD, publishLabel: PUBLISH_MY_CARD, afterPublish: '/dashboard',
        }, wizard: { template: 'business', step1: 'business', look: 'agency-flex' } },
    },
    qrCode: true,
    load: () => import('./card').then((m) => m.businessCardKind),
  },
  business: {
    label: 'Business',
    defaultVariant: 'business1',
    dashboardPreview: 'own-publish-page',
    slotPages: 'business',
    variants: {
      business1: { manage: { title: 'name', description: 'tagline', logo: 'logo', gallery: { shape: 'list', path: 'portfolio', max: 6 } }, editor: layout('business', 1, 'Business page'), publish: { notFound: SITE_NOT_FOUND }, record: { untitled: 'Untitled business', nameAsIs: true } },
      business2: { manage: { title: 'name', description: 'about', logo: null, gallery: { shape: 'single', path: 'heroImage' } }, editor: layout('business', 2, 'Store'), publish: { notFound: STORE_NOT_FOUND, from: 'business-preview' }, record: { untitled: 'Untitled store', nameAsIs: true } },
      preview: {
        content: 'preview-data',
        previewPage: { path: 'business', sources: ['business_preview', 'preview', 'site_preview'], variantFor: (data) => (Array.isArray(data.products) ? 'business2' : 'preview') },
      },
    },
    load: () => import('./business').then((m) => m.businessKind),
  },
  event: {
    label: 'Event',
    defaultVariant: 'event1',
    dashboardPreview: 'default-publish-page',
    slotPages: 'event',
    variants: {
      event1: { manage: { title: 'title', description: 'description', logo: null, gallery: { shape: 'single', path: 'image' } }, editor: layout('event', 1, 'Event with RSVP'), publish: { notFound: EVENT_NOT_FOUND, rsvp: true }, record: { untitled: 'Untitled event', templateVariant: true } },
      event2: { manage: { title: 'title', description: 'highlights', logo: null, gallery: { shape: 'single', path: 'image' } }, editor: layout('event', 2, 'Event with agenda', { alwaysSplit: true }), publish: { notFound: EVENT_NOT_FOUND }, record: { untitled: 'Untitled event', templateVariant: true } },
    },
    qrCode: true,
    load: () => import('./event').then((m) => m.eventKind),
  },
  links: {
    label: 'Link in bio',
    defaultVariant: 'links',
    variants: {
      links: {
        manage: { title: 'name', description: 'bio', logo: null, gallery: { shape: 'single', path: 'avatar' } },
        editor: { path: '/links/edit', title: 'Link in bio' },
        publish: { notFound: SITE_NOT_FOUND },
        record: { untitled: 'Untitled link page' },
      },
    },
    qrCode: true,
    start: { name: 'Link in bio', description: 'One page for all your links: a photo, a short bio, up to 12 buttons and your socials.', variant: 'links' },
    load: () => import('./links').then((m) => m.linksKind),
  },
} satisfies Record<SiteType, KindFacts>;

export const KIND_IDS = Object.keys(MANIFEST) as SiteType[];

/** The kinds a single-page builder makes ('business-card' | 'blog' | 'event-promo'), read from the entries above. */
type SinglePageKindOf<M> = {
  [K in keyof M]: M[K] extends { variants: infer V } ? { [P in keyof V]: V[P] extends { singlePage: object } ? K : never }[keyof V] : never;
}[keyof M];
export type SinglePageKind = SinglePageKindOf<typeof MANIFEST>;
