import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { publicationNote, publicationState } from '../../domain/publishing';
import { previewPathFor } from '../../sites/variant-routes';
import type { UserSiteRow } from '../../storage/sites-extra';
import { EditSiteLink } from './EditSiteLink';
import { SitePicture } from '../../sites/SitePicture';
import { SiteThumbnail } from './SiteThumbnail';
import { kindLabel } from '../../sites/kind-names';
import { formatDate } from '../../ui/format-date';
import { onFirstPress } from '../../ui/first-press';
import { siteNameOf } from '../../sites/resolve';

export interface SiteCardProps {
  row: UserSiteRow;
  onDelete(siteId: string, name: string): void;
}

function SiteCardInner({ row, onDelete }: SiteCardProps) {
  const { site, listed } = row;
  const headingId = useId();
  const state = publicationState(site, listed);
  const name = siteNameOf(site); // its current title (issue 35)
  return (
    <li className="site-card-item">
      <article className="dash-card" aria-labelledby={headingId}>
        <SiteThumbnail height={190}>
          <SitePicture site={site} />
        </SiteThumbnail>
        <div className="dash-card-body">
          <h2 id={headingId} className="dash-card-title">
            {name}
          </h2>
          <p className="dash-card-meta">
            <span>{kindLabel(site.type)}</span>
            <span className={`status-pill status-pill--${state.toLowerCase()}`}>{state}</span>
          </p>
          <p className="dash-card-date muted">{publicationNote(state, formatDate(site.lastPublished))}</p>
          <div className="dash-card-actions">
            <Link className="button" to={`/manage/${encodeURIComponent(site.id)}`}>
              Manage
            </Link>
            <EditSiteLink site={site} />
            <Link className="button button--quiet" to={previewPathFor(site)}>
              Preview
            </Link>
            <button type="button" className="button button--quiet dash-card-delete" onClick={onFirstPress(() => onDelete(site.id, name))}>
              Delete
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** One dashboard card; re-renders only when its site was written again. */
export const SiteCard = memo(
  SiteCardInner,
  (before, after) =>
    before.onDelete === after.onDelete &&
    before.row.site.id === after.row.site.id &&
    before.row.updatedAt === after.row.updatedAt &&
    before.row.listed === after.row.listed,
);
