import { dateParts } from '../../domain/site-content';
import { hasText } from '../parts';

/** The event's big date block: month and day large when the date is a date, else the text. */
export function DateBlock({ date, time }: { date: string; time: string }) {
  if (!hasText(date) && !hasText(time)) return null;
  const parts = hasText(date) ? dateParts(date) : null;
  return (
    <div className="event-date">
      {parts ? (
        <p className="event-date-main">
          <span className="event-date-month">{parts.month}</span>
          <span className="event-date-day">{parts.day}</span>
          <span className="event-date-rest">
            {parts.weekday} · {parts.year}
          </span>
        </p>
      ) : (
        hasText(date) && <p className="event-date-main event-date-text">{date}</p>
      )}
      {hasText(time) && <p className="event-date-time">{time}</p>}
    </div>
  );
}
