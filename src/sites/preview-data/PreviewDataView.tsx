import type { ComponentType } from 'react';
import type { PreviewData } from '../../domain/schemas';
import { mailtoUrl, safeUrl, telUrl } from '../../domain/safe-url';
import { servicesAsList, testimonialQuotes } from '../../domain/site-content';
import type { ViewProps } from '../types';
import { ContactList, hasContact, hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import { FeatureImage, hasImage, ImageGrid, KindHeader, QuoteList, ServiceCards, type NavItem } from './blocks';

const MAX_PORTFOLIO = 4; // spec.md section 9

/** How one kind words and arranges the wizard's site preview data (spec.md section 2). */
export interface PreviewViewOptions {
  /** Shown above the name, e.g. 'Event planner'. */
  eyebrow?: string;
  aboutTitle: string;
  highlightTitle?: string;
  /** Show portfolioImages (artist: up to 4). */
  portfolioTitle?: string;
  servicesTitle: string;
  testimonialsTitle: string;
  galleryTitle: string;
  contactTitle: string;
  /** A call-to-action under the contact list; a mailto link when there is an e-mail. */
  contactButton?: string;
  /** Blog: featured posts made of the highlight, gallery and logo images. */
  featuredTitle?: string;
}

/** The sections a nav can point at, keyed as the wizard's navigation toggles name them. */
const NAV_KEYS = ['About', 'Services', 'Testimonials', 'Gallery', 'Contact'] as const;

export function makePreviewDataView(options: PreviewViewOptions): ComponentType<ViewProps<PreviewData>> {
  function PreviewDataView({ content }: ViewProps<PreviewData>) {
    const services = servicesAsList(content.services);
    const testimonials = testimonialQuotes(content.testimonials);
    const contact = content.contact ?? { email: null, phone: null, social: null };
    const portfolio = options.portfolioTitle ? (content.portfolioImages ?? []).slice(0, MAX_PORTFOLIO) : [];
    const featured = options.featuredTitle
      ? [
          { src: content.highlightImage, title: 'Highlight' },
          { src: content.galleryImage, title: 'From the gallery' },
          { src: content.logo, title: 'Behind the blog' },
        ].filter((post) => hasImage(post.src))
      : [];
    const show = {
      About: hasText(content.about),
      Services: services.length > 0,
      Testimonials: testimonials.length > 0,
      Gallery: hasImage(content.galleryImage) && !options.featuredTitle,
      Contact: hasContact(contact),
    };
    const navLinks = content.navLinks ?? {};
    const nav: NavItem[] = NAV_KEYS.filter((key) => show[key] && navLinks[key] !== false).map((key) => ({
      label: key,
      href: `#kv-${key.toLowerCase()}`,
    }));
    // The call to action reaches the planner the best way the page knows: e-mail, phone, social.
    const bookHref = mailtoUrl(contact.email) ?? telUrl(contact.phone) ?? safeUrl(contact.social);
    return (
      <div className="kv-page">
        <KindHeader
          logo={content.logo}
          name={content.name}
          tagline={content.tagline}
          background={content.headerBg}
          nav={nav.length > 1 ? nav : undefined}
          eyebrow={options.eyebrow}
        />
        <SiteSection title={options.aboutTitle} show={show.About} id="kv-about">
          <p className="kv-lead">{content.about}</p>
        </SiteSection>
        {options.highlightTitle && (
          <SiteSection title={options.highlightTitle} show={hasImage(content.highlightImage)}>
            <FeatureImage src={content.highlightImage} alt={`${content.name} highlight`} />
          </SiteSection>
        )}
        {options.featuredTitle && (
          <SiteSection title={options.featuredTitle} show={featured.length > 0}>
            <ul className="site-cards kv-posts">
              {featured.map((post, i) => (
                <li key={i} className="site-card kv-post">
                  <SiteImage src={post.src} alt={`${post.title}: ${content.name}`} />
                  <h3>{post.title}</h3>
                  {hasText(content.tagline) && <p>{content.tagline}</p>}
                </li>
              ))}
            </ul>
          </SiteSection>
        )}
        {options.portfolioTitle && (
          <SiteSection title={options.portfolioTitle} show={portfolio.some(hasImage)}>
            <ImageGrid images={portfolio} alt={(i) => `${content.name} portfolio image ${i + 1}`} />
          </SiteSection>
        )}
        <SiteSection title={options.servicesTitle} show={show.Services} id="kv-services">
          <ServiceCards services={services} />
        </SiteSection>
        <SiteSection title={options.testimonialsTitle} show={show.Testimonials} id="kv-testimonials">
          <QuoteList quotes={testimonials} />
        </SiteSection>
        <SiteSection title={options.galleryTitle} show={show.Gallery} id="kv-gallery">
          <FeatureImage src={content.galleryImage} alt={`${content.name} gallery image`} />
        </SiteSection>
        <SiteSection title={options.contactTitle} show={show.Contact} id="kv-contact">
          <ContactList contact={contact} />
          {options.contactButton && bookHref && (
            <p className="kv-cta">
              <a className="site-button" href={bookHref}>
                {options.contactButton}
              </a>
            </p>
          )}
        </SiteSection>
        <SiteFooter name={content.name} image={content.footerImg} />
      </div>
    );
  }
  return PreviewDataView;
}

/** The plain wording, for kinds without their own (a business's wizard data). */
export const GenericPreviewView = makePreviewDataView({
  aboutTitle: 'About',
  highlightTitle: 'Highlight',
  servicesTitle: 'Services',
  testimonialsTitle: 'Testimonials',
  galleryTitle: 'Gallery',
  contactTitle: 'Contact',
});
