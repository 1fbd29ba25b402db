import { ShareButton } from '../../ui/share/ShareButton';
import { DownloadSiteButton } from '../../ui/share/DownloadSiteButton';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { BLOG_NOT_FOUND, EVENT_NOT_FOUND, SITE_NOT_FOUND, STORE_NOT_FOUND } from '../../domain/messages';
import { LAYOUTS, type LayoutVariant } from '../../domain/layouts';
import type { RsvpInput } from '../../domain/rsvp';
import { getSite } from '../../storage/sites';
import { readBusinessPreview } from '../../storage/previews';
import { addRsvp } from '../../storage/rsvps';
import { SiteView } from '../../sites/SiteView';
import { RsvpContext } from '../../sites/event/rsvp-context';
import { SlowLoading } from '../../ui/SlowLoading';
import './layouts.css';

const NOT_FOUND: Record<LayoutVariant, string> = {
  business1: SITE_NOT_FOUND,
  business2: STORE_NOT_FOUND,
  event1: EVENT_NOT_FOUND,
  event2: EVENT_NOT_FOUND,
  blog1: BLOG_NOT_FOUND,
  blog2: BLOG_NOT_FOUND,
};

interface Found {
  content: Record<string, unknown>;
  templateId?: string;
  theme?: 'light' | 'dark' | 'brick';
}

/** What the page shows: the store from business_preview_{id}; the others from the site record. */
async function readPublished(variant: LayoutVariant, id: string): Promise<Found | null> {
  if (variant === 'business2') {
    const store = await readBusinessPreview(id);
    if (!store) return null;
    // The site record (when on this device) may carry a template or theme the store uses.
    const site = await getSite(id);
    return { content: store, templateId: (site as { templateId?: string } | undefined)?.templateId, theme: site?.theme };
  }
  const site = await getSite(id);
  if (!site || site.type !== LAYOUTS[variant].type) return null;
  return { content: site, templateId: (site as { templateId?: string }).templateId, theme: site.theme };
}

/** /publish/{business1|business2|event1|event2|blog1|blog2}/{id} */
export function PublishPage({ variant }: { variant: LayoutVariant }) {
  const { id = '' } = useParams();
  const found = useLiveQuery(() => readPublished(variant, id), [variant, id]);
  const keepRsvp = useCallback(async (input: RsvpInput) => {
    await addRsvp(id, input);
    console.info('Brick: RSVP kept on this device', { event: id });
  }, [id]);

  if (found === undefined) return <SlowLoading />;
  if (found === null) {
    return (
      <div className="state-page">
        <h1>{NOT_FOUND[variant]}</h1>
        <p className="muted">The link may be mistyped, or the page was made on another device.</p>
        <div className="actions">
          <Link className="button" to="/">
            Go to Brick
          </Link>
        </div>
      </div>
    );
  }
  const { type } = LAYOUTS[variant];
  return (
    <div className="publish-page">
      <RsvpContext.Provider value={variant === 'event1' ? keepRsvp : null}>
        <SiteView kind={type} variant={variant} content={found.content} templateId={found.templateId} theme={found.theme} />
      </RsvpContext.Provider>
      <div className="publish-actions actions">
        <ShareButton siteId={id} />
        <DownloadSiteButton siteId={id} />
      </div>
    </div>
  );
}
