import { Link } from 'react-router-dom';
import type { SiteRecord } from '../../domain/schemas';
import { editPathFor } from '../../sites/variant-routes';
import { resolveSite } from '../../sites/resolve';

/**
 * "Edit site" on a dashboard card (issue 28): the editor the site was made in, with its content.
 * A site with only the manage page's fields is edited on its manage page.
 */
export function EditSiteLink({ site }: { site: SiteRecord & { id: string } }) {
  const path = editPathFor(site, resolveSite(site).variant) ?? `/manage/${encodeURIComponent(site.id)}`;
  return (
    <Link className="button button--quiet" to={path}>
      Edit site
    </Link>
  );
}
