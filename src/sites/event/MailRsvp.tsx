import { rsvpMailto } from '../../domain/rsvp';

/**
 * RSVP where there is no script (a downloaded site): a link that writes an e-mail to the event's
 * contact, or nothing at all when the event has none, rather than a button that does nothing.
 */
export function MailRsvp({ buttonText, contactEmail, title }: { buttonText: string; contactEmail: string; title: string }) {
  const href = rsvpMailto(contactEmail, title);
  if (!href) return null;
  return (
    <div className="event-rsvp">
      <a className="site-button event-rsvp-button" href={href}>
        {buttonText.trim() || 'RSVP Now'}
      </a>
    </div>
  );
}
