import type { PreviewData } from '../../domain/schemas';
import { mailtoUrl, telUrl } from '../../domain/safe-url';
import type { ViewProps } from '../types';
import { hasText, SiteImage, SiteLink } from '../parts';
import './card.css';

const MAX_IMAGES = 4; // spec.md section 9: portfolio and card images shown, at most 4

/**
 * /preview/card/{siteId}: name, title, up to 4 images, phone, email, location, website (new tab),
 * social links. Older card previews carry logo (a round avatar), tagline, about and contact.
 */
export function PreviewCardView({ content }: ViewProps<PreviewData>) {
  const images = (content.images ?? []).filter(hasText).slice(0, MAX_IMAGES);
  const social: { linkedin?: string; instagram?: string; twitter?: string } = content.social ?? {};
  const email = content.email ?? content.contact?.email;
  const phone = content.phone ?? content.contact?.phone;
  return (
    <article className="card-view">
      <div className="card-view-face">
        <SiteImage src={content.logo} alt={`${content.name} avatar`} className="card-view-photo" />
        <div>
          {hasText(content.name) && <h1>{content.name}</h1>}
          {hasText(content.title) && <p className="card-view-role">{content.title}</p>}
          {hasText(content.tagline) && <p className="card-view-tagline">{content.tagline}</p>}
          <ul className="card-view-lines">
            {hasText(phone) && (
              <li>
                <span>Phone</span> <SiteLink href={telUrl(phone)}>{phone}</SiteLink>
              </li>
            )}
            {hasText(email) && (
              <li>
                <span>Email</span> <SiteLink href={mailtoUrl(email)}>{email}</SiteLink>
              </li>
            )}
            {hasText(content.location) && (
              <li>
                <span>Location</span> {content.location}
              </li>
            )}
            {hasText(content.website) && (
              <li>
                <span>Website</span>{' '}
                <SiteLink href={content.website} newTab>
                  {content.website}
                </SiteLink>
              </li>
            )}
          </ul>
          <ul className="card-view-social">
            {hasText(social.linkedin) && <li><SiteLink href={social.linkedin} newTab>LinkedIn</SiteLink></li>}
            {hasText(social.instagram) && <li><SiteLink href={social.instagram} newTab>Instagram</SiteLink></li>}
            {hasText(social.twitter) && <li><SiteLink href={social.twitter} newTab>Twitter</SiteLink></li>}
          </ul>
        </div>
      </div>
      {hasText(content.about) && (
        <section className="card-view-about" aria-label="About">
          <h2>About</h2>
          <p>{content.about}</p>
        </section>
      )}
      {images.length > 0 && (
        <ul className="site-gallery card-view-images">
          {images.map((src, i) => (
            <li key={i}>
              <SiteImage src={src} alt={`${content.name} image ${i + 1}`} />
            </li>
          ))}
        </ul>
      )}
      {hasText(content.footerImg) && <SiteImage src={content.footerImg} alt="" className="card-view-footer" />}
    </article>
  );
}
