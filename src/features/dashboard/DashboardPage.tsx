import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SideMenu } from '../../ui/SideMenu';
import { lazyScreen } from '../../ui/lazy-screen';
import { afterScreenPainted } from '../../state/screen-shown';
import '../../ui/my-sites.css';
import './dashboard.css';

/** Shown until the sites are read, by this frame and then by DashboardSites. */
export const LoadingSites = () => (
  <p className="muted" role="status">
    Loading your sites…
  </p>
);

/** The sites, whose code reads storage: fetched once this frame has painted (issue 38). */
const DashboardSites = lazyScreen(() => afterScreenPainted().then(() => import('./DashboardSites')), LoadingSites);

/**
 * /dashboard: its frame (menu, heading, the Create New Site button) paints before storage's code
 * has arrived; the sites follow from DashboardSites. RequireUser lets it paint this early when
 * the mirror says someone is logged in (src/routes.tsx).
 */
export default function DashboardPage() {
  const [count, setCount] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  return (
    <div className="my-sites">
      <SideMenu />
      <section className="my-sites-main" aria-labelledby="dashboard-heading">
        <div className="my-sites-head">
          <div>
            <h1 id="dashboard-heading" ref={heading} tabIndex={-1}>
              My sites
            </h1>
            {/* Its line is kept while the sites load, so the count arriving moves nothing. */}
            <p className="muted my-sites-count">{count}</p>
          </div>
          <Link className="button" to="/template-selection">
            Create New Site
          </Link>
        </div>
        <DashboardSites onCount={setCount} focusHeading={focusHeading} />
      </section>
    </div>
  );
}
