import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { StatusBar } from './StatusBar';
import { Notices } from './Notices';
import { ErrorBoundary } from './ErrorBoundary';
import { SlowLoading } from './SlowLoading';

/** The app frame: header, status, the screen, notices. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <StatusBar />
      <main id="main" className="app-main">
        {/* keyed by path so a screen that failed does not keep the next one from showing */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<SlowLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="app-footer">Brick · build your site anywhere, even on a plane.</footer>
      <Notices />
    </div>
  );
}
