import { NavLink } from 'react-router-dom';
import './side-menu.css';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/billing', label: 'Billing' },
  // spec.md section 2: the Admin Panel link is shown to every user (the admin page asks for an admin session).
  { to: '/admin-dashboard', label: 'Admin Panel' },
  { to: '/settings', label: 'Settings' },
  { to: '/recycle-bin', label: 'Recycle bin' },
];

/** The dashboard's side menu (spec.md section 2), also shown beside the recycle bin. */
export function SideMenu() {
  return (
    <nav className="side-menu" aria-label="My sites menu">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
