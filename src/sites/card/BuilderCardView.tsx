import type { BusinessCard } from '../../domain/schemas';
import { mailtoUrl, telUrl } from '../../domain/safe-url';
import type { ViewProps } from '../types';
import { hasText, SiteImage, SiteLink } from '../parts';
import './card.css';

/** The business card made in /builder/business (business_cards). */
export function BuilderCardView({ content }: ViewProps<BusinessCard>) {
  return (
    <article className="card-view">
      <div className="card-view-face">
        <SiteImage src={content.image} alt={content.fullName} className="card-view-photo" />
        <div>
          <h1>{content.fullName}</h1>
          {hasText(content.role) && <p className="card-view-role">{content.role}</p>}
          <ul className="card-view-lines">
            {hasText(content.email) && (
              <li>
                <SiteLink href={mailtoUrl(content.email)}>{content.email}</SiteLink>
              </li>
            )}
            {hasText(content.phone) && (
              <li>
                <SiteLink href={telUrl(content.phone)}>{content.phone}</SiteLink>
              </li>
            )}
          </ul>
        </div>
      </div>
    </article>
  );
}
