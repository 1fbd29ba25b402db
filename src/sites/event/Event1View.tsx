import type { EventLayout1 } from '../../domain/content-schemas';
import { paragraphs } from '../../domain/site-content';
import { mailtoUrl, safeUrl } from '../../domain/safe-url';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteLink, SiteSection } from '../parts';
import { useStaticRender } from '../static-render';
import { DateBlock } from './DateBlock';
import { RsvpButton } from './RsvpButton';
import { MailRsvp } from './MailRsvp';
import './event.css';

/** /publish/event1/{id}: a poster-like header with the big date block, the details and RSVP. */
export function Event1View({ content }: ViewProps<EventLayout1>) {
  const image = safeUrl(content.image, 'image');
  const noScript = useStaticRender();
  return (
    <article className="event">
      <header className={`event-hero${image ? ' event-hero--image' : ''}`}>
        {image && <img className="event-hero-image" src={image} alt="" />}
        <div className="site-inner event-hero-inner">
          <DateBlock date={content.date} time={content.time} />
          <div className="event-heading">
            {hasText(content.title) && <h1>{content.title}</h1>}
            {hasText(content.location) && (
              <p className="event-where">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path fill="currentColor" d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5Z" />
                </svg>
                <span>{content.location}</span>
              </p>
            )}
            {hasText(content.contactEmail) && (
              <p className="event-contact">
                <span>Contact</span> <SiteLink href={mailtoUrl(content.contactEmail)}>{content.contactEmail}</SiteLink>
              </p>
            )}
            {noScript ? (
              <MailRsvp buttonText={content.buttonText} contactEmail={content.contactEmail} title={content.title} />
            ) : (
              <RsvpButton buttonText={content.buttonText} />
            )}
          </div>
        </div>
      </header>
      <SiteSection title="About this event" show={hasText(content.description)}>
        <div className="event-text">
          {paragraphs(content.description).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </SiteSection>
      <SiteFooter name={content.title} />
    </article>
  );
}
