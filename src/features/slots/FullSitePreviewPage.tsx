import { Link, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { orderPagesForPreview, PAGE_TYPE_LABELS, slotPath } from '../../domain/slots';
import { pageTypeOfSite } from '../../sites/slot-pages';
import { SITE_NOT_FOUND } from '../../domain/messages';
import { listPagesOfSite } from '../../storage/pages';
import { getSite, listSitesOfUser } from '../../storage/sites';
import { useSession } from '../../state/session';
import { SlowLoading } from '../../ui/SlowLoading';
import { BlocksView } from '../../sites/blocks/BlocksView';
import './slots.css';
import { StatePage, TO_DASHBOARD } from '../../ui/StatePage';


/**
 * /preview-site/{siteId}: every slot page of the site, in slot order, through the block publish
 * view. /preview-site alone shows the person's current (most recent) site.
 */
export default function FullSitePreviewPage() {
  const { siteId: routeSiteId } = useParams();
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  const currentSiteId = useLiveQuery(
    async () => (routeSiteId || !email ? null : ((await listSitesOfUser(email)).at(-1)?.id ?? null)),
    [routeSiteId, email],
  );
  const siteId = routeSiteId ?? currentSiteId ?? undefined;
  const data = useLiveQuery(
    async () => (siteId ? { site: await getSite(siteId), pages: orderPagesForPreview(await listPagesOfSite(siteId)) } : null),
    [siteId],
  );

  if (!routeSiteId && ready && (!email || currentSiteId === null)) {
    return (
      <section className="state-page">
        <h1>Full-site preview</h1>
        <p>{email ? 'You have no site to preview yet.' : 'Log in to preview your current site.'}</p>
        <div className="actions">
          <Link className="button" to={email ? '/templates' : '/login'}>
            {email ? 'Start Building' : 'Log In'}
          </Link>
        </div>
      </section>
    );
  }
  if (!data) return <SlowLoading />;
  const { site, pages } = data;
  if (!site && pages.length === 0) {
    return <StatePage alert={SITE_NOT_FOUND} actions={[TO_DASHBOARD]} />;
  }
  const name = (site?.name)?.trim() || 'Your site';
  const startType = pageTypeOfSite(site?.type ?? '');
  return (
    <article className="full-site">
      <header className="full-site-head">
        <p className="slot-eyebrow">Full-site preview</p>
        <h1>{name}</h1>
        {pages.length > 0 && (
          <nav aria-label="Pages of this site" className="slot-tabs">
            {pages.map((p) => (
              <a key={p.id} href={`#page-${p.id}`}>
                {p.title}
              </a>
            ))}
          </nav>
        )}
      </header>
      {pages.length === 0 ? (
        <div className="state-page">
          <p>This site has no slot pages yet.</p>
          <div className="actions">
            <Link className="button" to={slotPath(startType, 1, siteId)}>
              Build Slot 1
            </Link>
          </div>
        </div>
      ) : (
        pages.map((page) => (
          <section key={page.id} id={`page-${page.id}`} className="full-site-page" aria-labelledby={`page-title-${page.id}`}>
            <div className="full-site-page-bar">
              <h2 id={`page-title-${page.id}`}>
                {page.title} <span className="muted">· {PAGE_TYPE_LABELS[page.type]}</span>
              </h2>
              <Link to={slotPath(page.type, page.slotId, page.siteId)}>Edit {page.title}</Link>
            </div>
            <div className="full-site-frame">
              <BlocksView blocks={page.blocks} titleLevel={3} />
            </div>
          </section>
        ))
      )}
    </article>
  );
}
