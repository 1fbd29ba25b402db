import type { PreviewData } from '../../domain/schemas';
import { UNTITLED_LISTING } from '../../domain/site-messages';
import { enabledNavItems, servicesAsList, testimonialQuotes } from '../../domain/site-content';
import type { ViewProps } from '../types';
import { ContactList, hasContact, hasText, SiteImage, SiteSection } from '../parts';
import { FeatureImage, hasImage, KindHeader, QuoteList, ServiceCards } from '../preview-data/blocks';

/**
 * The listing preview (site_previews by id; spec.md section 2): everything the wizard collected,
 * shown plainly, whatever the kind.
 */
export function ListingView({ content }: ViewProps<PreviewData>) {
  const name = hasText(content.name) ? content.name : UNTITLED_LISTING;
  const services = servicesAsList(content.services);
  const testimonials = testimonialQuotes(content.testimonials);
  const nav = enabledNavItems(content.navLinks);
  return (
    <div className="kv-page kv-listing">
      <KindHeader logo={content.logo} name={name} tagline={content.tagline} background={content.headerBg} />
      <SiteSection title="About" show={hasText(content.about)}>
        <p className="kv-lead">{content.about}</p>
      </SiteSection>
      <SiteSection title="Featured Highlight" show={hasImage(content.highlightImage)}>
        <FeatureImage src={content.highlightImage} alt={`${name} highlight`} />
      </SiteSection>
      <SiteSection title="Services Offered" show={services.length > 0}>
        <ServiceCards services={services} />
      </SiteSection>
      <SiteSection title="Testimonials" show={testimonials.length > 0}>
        <QuoteList quotes={testimonials} />
      </SiteSection>
      <SiteSection title="Contact Info" show={hasContact(content.contact)}>
        <ContactList contact={content.contact} />
      </SiteSection>
      <SiteSection title="Gallery Image" show={hasImage(content.galleryImage)}>
        <FeatureImage src={content.galleryImage} alt={`${name} gallery image`} />
      </SiteSection>
      <SiteSection title="Navigation" show={nav.length > 0}>
        <ul className="kv-pills">
          {nav.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </SiteSection>
      <SiteSection title="Footer" show={hasImage(content.footerImg)}>
        <SiteImage src={content.footerImg} alt={`${name} footer image`} className="site-hero-image" />
      </SiteSection>
    </div>
  );
}
