/**
 * Rules of the site kinds built by the single-page builders, the artist editors and the
 * previews (spec.md sections 2 to 5): what a published site record holds, the artist publish
 * rule, how stored preview data reads as artist content. Pure: no React, no storage.
 */
import {
  ARTIST_PORTFOLIO_SLOTS, ArtistSiteSchema, type ArtistSite, type BlogPost,
  type BusinessCard, type EventPromo,
} from './content-schemas';
import type { ArtistPortfolioDraft, SiteType } from './schemas';
import { filled } from './site-content';
import { isList, textOf } from './text';

/** /builder/{templateId}: 'Builder: ' plus the id with dashes turned into spaces. */
export const builderTitle = (templateId: string) => `Builder: ${templateId.replace(/-/g, ' ')}`;

export type SinglePageContent = BusinessCard | BlogPost | EventPromo;

/**
 * The site record a single-page builder's Publish puts on the dashboard: the content spread on
 * the record (editor-made sites, spec.md section 3), published now.
 */
export function singlePageSiteRecord(
  builder: { kind: SiteType; variant: string; nameField: string },
  content: SinglePageContent,
  owner: string | undefined,
  now: Date = new Date(),
) {
  return {
    ...content,
    id: content.id,
    siteId: content.id,
    name: textOf((content as Record<string, unknown>)[builder.nameField]),
    type: builder.kind,
    variant: builder.variant,
    pages: ['main'],
    ...(owner ? { owner } : {}),
    published: true,
    lastPublished: now.toISOString(),
  };
}

/** A published artist site (variant 1 or 2): a new id each time, content spread on the record. */
export function artistSiteRecord(
  id: string,
  variant: 'variant1' | 'variant2',
  content: Record<string, unknown> & { name?: string },
  owner: string | undefined,
  now: Date = new Date(),
) {
  return {
    ...content,
    id,
    siteId: id,
    name: content.name ?? '',
    type: 'artist' as const,
    variant,
    templateVariant: variant,
    pages: ['main'],
    ...(owner ? { owner, email: owner } : {}),
    published: true,
    lastPublished: now.toISOString(),
  };
}

/** What variant 2 publishes: its draft plus a name the dashboard can show. */
export const GALLERY_SITE_NAME = 'Gallery portfolio';
/** A site's `gallery` holds image addresses (manage page), so the items go under galleryItems. */
export const gallerySiteContent = ({ gallery, ...draft }: Pick<ArtistPortfolioDraft, "about" | "email" | "gallery">) => ({ ...draft, galleryItems: gallery, name: GALLERY_SITE_NAME });

/**
 * preview_{id} holds site preview data (spec.md section 3), where testimonials are plain text.
 * The artist page is stored there in that shape, with its own fields alongside, so both the
 * /preview/artist and the /show/artist pages can read it.
 */
export function artistToPreviewData(site: ArtistSite, templateId?: string) {
  const testimonials = site.testimonials
    .filter((t) => filled(t.quote))
    .map((t) => (filled(t.name) ? `${t.quote} — ${t.name}` : t.quote));
  return {
    name: site.name,
    tagline: site.tagline,
    about: site.bio,
    logo: site.logo,
    templateId: templateId ?? '',
    highlightImage: site.heroImage,
    services: site.services.map((s) => ({ title: s.title, desc: s.desc })),
    testimonials,
    contact: site.contact,
    portfolioImages: site.portfolio,
    heroImage: site.heroImage,
    profileImage: site.profileImage,
    bio: site.bio,
    artistTestimonials: site.testimonials,
  };
}

/**
 * Reads stored data (an artist site record, the artist form, or wizard preview data) as artist
 * content: bio from about, hero from the highlight, portfolio from portfolioImages, testimonials
 * written as text become quotes.
 */
export function toArtistContent(data: unknown): ArtistSite {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const pick = (...values: unknown[]) => values.find(filled) as string | undefined;
  const testimonials = isList(raw.artistTestimonials)
    ? raw.artistTestimonials
    : isList(raw.testimonials)
      ? raw.testimonials.map((t) => (typeof t === 'string' ? splitQuote(t) : t))
      : undefined;
  const services = isList(raw.services)
    ? raw.services.map((s) => (typeof s === 'string' ? { title: s, desc: '' } : s))
    : typeof raw.services === 'string' && raw.services.trim() !== ''
      ? raw.services.split(/\n|,/).map((s) => s.trim()).filter(Boolean).map((title) => ({ title, desc: '' }))
      : undefined;
  const portfolio = isList(raw.portfolio) ? raw.portfolio : isList(raw.portfolioImages) ? raw.portfolioImages : undefined;
  const parsed = ArtistSiteSchema.safeParse({
    ...raw,
    bio: pick(raw.bio, raw.about) ?? '',
    heroImage: pick(raw.heroImage, raw.highlightImage) ?? '',
    profileImage: pick(raw.profileImage) ?? '',
    portfolio: portfolio?.map((p) => (typeof p === 'string' ? p : '')).slice(0, ARTIST_PORTFOLIO_SLOTS),
    services,
    testimonials,
    templateVariant: raw.templateVariant === 'variant2' ? 'variant2' : 'variant1',
  });
  return parsed.success ? parsed.data : ArtistSiteSchema.parse({ name: typeof raw.name === 'string' ? raw.name : '' });
}

function splitQuote(text: string): { quote: string; name: string } {
  const at = text.lastIndexOf(' — ');
  return at > 0 ? { quote: text.slice(0, at), name: text.slice(at + 3) } : { quote: text, name: '' };
}
