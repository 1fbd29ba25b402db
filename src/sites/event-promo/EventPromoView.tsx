import type { EventPromo } from '../../domain/schemas';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import { readableDate } from '../../domain/site-content';
import '../preview-data/kinds.css';

/** The promo made in /builder/event-promo (event_promos): banner, name, date, description. */
export function EventPromoView({ content }: ViewProps<EventPromo>) {
  const hasBanner = hasText(content.banner);
  return (
    <div className="kv-page">
      <header className={`kv-banner${hasBanner ? ' kv-banner--image' : ''}`}>
        <SiteImage src={content.banner} alt="" />
        <div className="kv-banner-text">
          {hasText(content.eventDate) && (
            <p className="kv-date">
              <time dateTime={content.eventDate}>{readableDate(content.eventDate)}</time>
            </p>
          )}
          <h1>{content.eventName}</h1>
        </div>
      </header>
      <SiteSection title="About the event" show={hasText(content.description)}>
        <p className="kv-body">{content.description}</p>
      </SiteSection>
      <SiteFooter name={content.eventName} />
    </div>
  );
}
