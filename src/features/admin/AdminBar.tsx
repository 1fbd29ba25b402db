import { NavLink, useNavigate } from 'react-router-dom';
import { useAdminEmail } from '../../ui/guards';

/** The admin area's own bar: who is signed in, its two pages, and the admin log-out. */
export function AdminBar() {
  const navigate = useNavigate();
  const adminEmail = useAdminEmail();
  async function handleLogOut() {
    const { logOutAdmin } = await import('../../storage/boot');
    await logOutAdmin();
    navigate('/admin-login');
  }
  return (
    <div className="admin-bar">
      <p className="admin-bar-who">
        Admin: <strong>{adminEmail}</strong>
      </p>
      <nav aria-label="Admin" className="admin-bar-nav">
        <NavLink to="/admin-dashboard">Overview</NavLink>
        <NavLink to="/billing-admin">Billing</NavLink>
      </nav>
      <button type="button" className="button button--quiet" onClick={handleLogOut}>
        Admin log out
      </button>
    </div>
  );
}
