import type { ArtistPortfolioDraft } from '../../domain/schemas';
import { mailtoUrl } from '../../domain/safe-url';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import { KindHeader } from '../preview-data/blocks';

/** Artist variant 2, "Gallery Focused": about, contact e-mail and labelled gallery items. */
export function ArtistGalleryView({ content }: ViewProps<ArtistPortfolioDraft & { name?: string }>) {
  const name = hasText(content.name) ? content.name : 'Gallery';
  const items = content.gallery.filter((item) => hasText(item.label) || hasText(item.image));
  const mail = mailtoUrl(content.email);
  return (
    <div className="kv-page">
      <KindHeader name={name} tagline={hasText(content.about) ? undefined : 'Selected works'} eyebrow="Portfolio" />
      <SiteSection title="About" show={hasText(content.about)}>
        <p className="kv-lead">{content.about}</p>
      </SiteSection>
      <SiteSection title="Gallery" show={items.length > 0}>
        <ul className="site-gallery kv-gallery-items">
          {items.map((item) => (
            <li key={item.id}>
              {hasText(item.image) ? (
                <SiteImage src={item.image} alt={item.label || 'Gallery item'} />
              ) : (
                <div className="site-placeholder" aria-hidden="true">
                  {item.label.slice(0, 1) || '·'}
                </div>
              )}
              <p className="kv-gallery-label">{item.label}</p>
            </li>
          ))}
        </ul>
      </SiteSection>
      <SiteSection title="Contact" show={hasText(content.email)}>
        <p>
          {mail ? (
            <a className="site-button" href={mail}>
              {content.email}
            </a>
          ) : (
            content.email
          )}
        </p>
      </SiteSection>
      <SiteFooter name={name} />
    </div>
  );
}
