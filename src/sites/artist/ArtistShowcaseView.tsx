import type { ArtistSite } from '../../domain/schemas';
import type { ViewProps } from '../types';
import { ContactList, hasContact, hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import { hasImage, ImageGrid, KindHeader, QuoteList, ServiceCards } from '../preview-data/blocks';

/**
 * Artist variant 1, "Modern Showcase" (/edit-artist-template, /show/artist/{id}): logo, name,
 * tagline, hero image, profile image, bio, 4 portfolio images, services, testimonials, contact.
 */
export function ArtistShowcaseView({ content }: ViewProps<ArtistSite>) {
  const services = content.services.filter((s) => hasText(s.title) || hasText(s.desc));
  const testimonials = content.testimonials.filter((t) => hasText(t.quote));
  const name = content.name || 'Your name';
  return (
    <div className="kv-page">
      <KindHeader logo={content.logo} name={name} tagline={content.tagline} eyebrow="Artist" />
      {hasImage(content.heroImage) && (
        <div className="site-inner kv-hero-wrap">
          <SiteImage src={content.heroImage} alt={`${name} hero image`} className="site-hero-image" />
        </div>
      )}
      <SiteSection title="About" show={hasText(content.bio) || hasImage(content.profileImage)}>
        <div className={hasImage(content.profileImage) ? 'kv-split' : undefined}>
          <SiteImage src={content.profileImage} alt={`${name} profile`} className="kv-profile" />
          {hasText(content.bio) && <p className="kv-body">{content.bio}</p>}
        </div>
      </SiteSection>
      <SiteSection title="Portfolio" show={content.portfolio.some(hasImage)}>
        <ImageGrid images={content.portfolio} alt={(i) => `${name} portfolio image ${i + 1}`} />
      </SiteSection>
      <SiteSection title="Services" show={services.length > 0}>
        <ServiceCards services={services} />
      </SiteSection>
      <SiteSection title="Testimonials" show={testimonials.length > 0}>
        <QuoteList quotes={testimonials} />
      </SiteSection>
      <SiteSection title="Contact" show={hasContact(content.contact)}>
        <ContactList contact={content.contact} />
      </SiteSection>
      <SiteFooter name={name} />
    </div>
  );
}
