import { NavLink, useNavigate } from 'react-router-dom';
import { useSession } from '../state/session';
import { Icon, type IconName } from './icons';
import { InstallAction } from './InstallAction';

function HeaderLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <NavLink to={to}>
      <Icon name={icon} />
      <span className="nav-label">{label}</span>
    </NavLink>
  );
}

/** The global header of spec.md section 2: its links depend on whether someone is logged in. */
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
          <img src="/favicon.svg" alt="" width="28" height="28" />
          Brick
        </a>
        <nav className="nav" aria-label="Main">
          <HeaderLink to="/templates" icon="templates" label="Templates" />
          <HeaderLink to="/dashboard" icon="dashboard" label="Dashboard" />
          <HeaderLink to="/help" icon="help" label="Help" />
          {loggedIn ? (
            <>
              <HeaderLink to="/settings" icon="settings" label="Settings" />
              <HeaderLink to="/billing" icon="billing" label="Billing" />
              <button type="button" className="link-button" onClick={handleLogOut}>
                <Icon name="logout" />
                <span className="nav-label">Log out</span>
              </button>
            </>
          ) : (
            <>
              <HeaderLink to="/login" icon="login" label="Log in" />
              <HeaderLink to="/signup" icon="signup" label="Sign up" />
            </>
          )}
          <InstallAction />
        </nav>
      </div>
    </header>
  );
}
