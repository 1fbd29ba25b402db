import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../state/session';
import { Icon, type IconName } from './icons';
import { InstallAction } from './InstallAction';
import { StatusLine } from './StatusBar';
// The drawing itself, in the page: no request before a page's first paint, and no image document
// of its own on the main thread as an <img> of an SVG has (issue 38). Our own file, fixed at build.
import brickMark from './brick-mark.svg?raw';

function HeaderLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <NavLink to={to}>
      <Icon name={icon} />
      <span className="nav-label">{label}</span>
    </NavLink>
  );
}

/**
 * Billing and Log out. On a laptop they sit in the header row with the rest; on a phone the
 * bottom bar has room for four destinations and "More", which opens them as a menu above it (as
 * installed phone apps do), closing again on Escape, a tap elsewhere or a new page.
 */
function MoreMenu({ onLogOut }: { onLogOut(): void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      box.current?.querySelector<HTMLElement>('.nav-more-button')?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={box} className="nav-more" data-open={open || undefined}>
      <button type="button" className="link-button nav-more-button" aria-expanded={open} aria-controls={`${id}-items`} onClick={() => setOpen(!open)}>
        <Icon name="more" />
        <span className="nav-label">More</span>
      </button>
      <div id={`${id}-items`} className="nav-more-items">
        <HeaderLink to="/billing" icon="billing" label="Billing" />
        <button type="button" className="link-button" onClick={onLogOut}>
          <Icon name="logout" />
          <span className="nav-label">Log out</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The global header of spec.md section 2: its links depend on whether someone is logged in.
 * On a phone the links become a bottom bar of labelled icons (src/ui/app.css).
 */
export function Header() {
  const loggedIn = useSession((s) => s.currentUser !== null);
  const navigate = useNavigate();

  async function handleLogOut() {
    const { logOut } = await import('../storage/boot');
    await logOut();
    navigate('/login');
  }

  return (
    <header className="header">
      <div className="header-inner">
        <a className="wordmark" href="/" onClick={(e) => { e.preventDefault(); navigate('/'); }}>
          <span className="wordmark-mark" aria-hidden="true" dangerouslySetInnerHTML={{ __html: brickMark }} />
          Brick
        </a>
        <nav className="nav" aria-label="Main">
          <HeaderLink to="/templates" icon="templates" label="Templates" />
          <HeaderLink to="/dashboard" icon="dashboard" label="Dashboard" />
          <HeaderLink to="/help" icon="help" label="Help" />
          {loggedIn ? (
            <>
              <HeaderLink to="/settings" icon="settings" label="Settings" />
              <MoreMenu onLogOut={() => void handleLogOut()} />
            </>
          ) : (
            <>
              <HeaderLink to="/login" icon="login" label="Log in" />
              <HeaderLink to="/signup" icon="signup" label="Sign up" />
            </>
          )}
        </nav>
        <div className="header-extra">
          <InstallAction />
        </div>
      </div>
      <StatusLine />
    </header>
  );
}
