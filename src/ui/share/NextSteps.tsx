import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { viewPathFor } from '../../domain/site-editors';
import { getSite } from '../../storage/sites';
import { ShareButton } from './ShareButton';
import './share.css';

/**
 * What comes after publishing (issue 28): "View site" (the page that shows it as published) and
 * "Share". `announce`: said where the person is looking, just after they pressed Publish.
 */
export function NextSteps({ siteId, announce = false }: { siteId: string; announce?: boolean }) {
  const site = useLiveQuery(() => getSite(siteId), [siteId]);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = Boolean(site);
  useEffect(() => {
    if (!announce || !shown) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [announce, shown]);
  if (!site) return null;
  return (
    <section className="next-steps" aria-labelledby={`next-steps-${siteId}`}>
      <h2 id={`next-steps-${siteId}`} ref={heading} tabIndex={-1} className="next-steps-title">
        Your site is published
      </h2>
      <div className="next-steps-actions">
        <Link className="button" to={viewPathFor(site)}>
          View site
        </Link>
        <ShareButton siteId={siteId} />
      </div>
    </section>
  );
}
