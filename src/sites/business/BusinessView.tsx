import type { BusinessSite } from '../../domain/content-schemas';
import type { ViewProps } from '../types';
import { ContactList, hasContact, hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import './business.css';

/** /publish/business1/{id}: header, Services, Portfolio, Contact. */
export function BusinessView({ content }: ViewProps<BusinessSite>) {
  const services = content.services.filter(hasText);
  const portfolio = content.portfolio.filter(hasText);
  return (
    <article className="biz">
      <header className="site-header biz-header">
        <div className="site-inner">
          <SiteImage src={content.logo} alt={`${content.name || 'Business'} logo`} className="site-logo biz-logo" />
          {hasText(content.name) && <h1>{content.name}</h1>}
          {hasText(content.tagline) && <p className="site-tagline">{content.tagline}</p>}
          {hasContact(content.contact) && (
            <p>
              <a className="site-button" href="#contact">
                Get in touch
              </a>
            </p>
          )}
        </div>
      </header>
      <SiteSection title="Services" show={services.length > 0}>
        <ol className="site-cards biz-services">
          {services.map((service, index) => (
            <li key={index} className="site-card">
              <span className="biz-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{service}</h3>
            </li>
          ))}
        </ol>
      </SiteSection>
      <SiteSection title="Portfolio" show={portfolio.length > 0}>
        <ul className="site-gallery biz-portfolio">
          {portfolio.map((src, index) => (
            <li key={index}>
              <SiteImage src={src} alt={`${content.name || 'Portfolio'} work ${index + 1}`} />
            </li>
          ))}
        </ul>
      </SiteSection>
      <SiteSection title="Contact" show={hasContact(content.contact)} id="contact">
        <ContactList contact={content.contact} />
      </SiteSection>
      <SiteFooter name={content.name} />
    </article>
  );
}
