import type { EventLayout2 } from '../../domain/content-schemas';
import { lineItems } from '../../domain/site-content';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import { DateBlock } from './DateBlock';
import './event.css';

/** /publish/event2/{id}: image beside the title and date, then the agenda and the highlights. */
export function Event2View({ content }: ViewProps<EventLayout2>) {
  const agenda = lineItems(content.agenda);
  const highlights = lineItems(content.highlights);
  return (
    <article className="event event--split">
      <header className="event-split">
        <div className="site-inner event-split-inner">
          <SiteImage src={content.image} alt={content.title ? `${content.title}` : 'Event'} className="event-split-image" />
          <div className="event-heading">
            <p className="event-eyebrow">You're invited</p>
            {hasText(content.title) && <h1>{content.title}</h1>}
            <DateBlock date={content.date} time={content.time} />
          </div>
        </div>
      </header>
      <div className="event-columns">
        <SiteSection title="Agenda" show={agenda.length > 0}>
          <ol className="event-agenda">
            {agenda.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ol>
        </SiteSection>
        <SiteSection title="Highlights" show={highlights.length > 0}>
          <ul className="event-highlights">
            {highlights.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </SiteSection>
      </div>
      <SiteFooter name={content.title} />
    </article>
  );
}
