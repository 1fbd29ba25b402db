import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { slotPagesOf } from '../../sites/slot-pages';
import { listPagesOfSite } from '../../storage/pages';

/**
 * The site's pages (slots 1 to 5, spec.md section 2 "Slot page builders"), each opened in the
 * slot builder with this site's id; a slot with no page yet gets one when it is first opened.
 */
export function SitePages({ site }: { site: { id: string; siteId?: string | number | null; type: string } }) {
  const pages = useLiveQuery(() => listPagesOfSite(String(site.siteId ?? site.id)), [site.id, site.siteId]);
  const slots = slotPagesOf(site);
  return (
    <section className="manage-pages" aria-labelledby="manage-pages-heading">
      <h2 id="manage-pages-heading">Pages</h2>
      <p className="muted">Build extra pages from blocks. Each page opens in the page builder.</p>
      <ul className="manage-pages-list">
        {slots.map(({ slot, path }) => {
          const page = pages?.find((p) => p.slotId === slot);
          const blocks = page?.blocks.length ?? 0;
          return (
            <li key={slot}>
              <Link className="manage-page-link" to={path}>
                <span className="manage-page-name">Page {slot}</span>
                <span className="muted">{page ? `${blocks} ${blocks === 1 ? 'block' : 'blocks'}` : 'Not started'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
