import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SITE_DELETED, userBlocked, userUnblocked } from '../../domain/messages';
import { planLabel } from '../../domain/accounts';
import { blockUser, listUsers, unblockUser } from '../../storage/users';
import { adminDeleteSite } from '../../storage/sites';
import { adminTotals, listAllSites } from '../../storage/accounts-extra';
import { notify, notifyError } from '../../state/notices';
import { RequireAdmin } from '../../ui/guards';
import { AdminBar } from './AdminBar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import './admin.css';

type SiteRow = Awaited<ReturnType<typeof listAllSites>>[number];

export function siteName(site: SiteRow): string {
  const record = site as Record<string, unknown>;
  const preview = (record.previewData ?? {}) as Record<string, unknown>;
  for (const candidate of [record.name, record.title, preview.name, record.fullName, record.eventName]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  return 'Untitled site';
}

function Totals() {
  const totals = useLiveQuery(adminTotals, []);
  const items: Array<[string, number | undefined]> = [
    ['Users', totals?.users],
    ['Sites', totals?.sites],
    ['Published', totals?.published],
    ['Blocked users', totals?.blocked],
  ];
  return (
    <dl className="admin-totals">
      {items.map(([label, value]) => (
        <div key={label} className="admin-total">
          <dt>{label}</dt>
          <dd>{value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}

function UsersTable() {
  const users = useLiveQuery(listUsers, []);
  const [busy, setBusy] = useState<string | null>(null);
  if (!users) return null;
  if (users.length === 0) return <p className="admin-empty">No one has signed up yet.</p>;

  async function toggle(email: string, blocked: boolean) {
    setBusy(email);
    try {
      if (blocked) {
        await unblockUser(email);
        notify(userUnblocked(email));
      } else {
        await blockUser(email);
        notify(userBlocked(email));
      }
    } catch (error) {
      console.error('Brick: could not change a user', error);
      notifyError('That change could not be saved. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Users table">
      <table className="admin-table">
        <caption className="visually-hidden">Users</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Plan</th>
            <th scope="col">Sites</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} data-email={user.email}>
              <th scope="row">{user.email}</th>
              <td>{user.name || <span className="muted">—</span>}</td>
              <td>{planLabel(user.plan)}</td>
              <td>{user.sites.length}</td>
              <td>
                <span className={`status-pill ${user.blocked ? 'status-pill--blocked' : 'status-pill--ok'}`}>{user.blocked ? 'Blocked' : 'Active'}</span>
              </td>
              <td className="cell-action">
                <button
                  type="button"
                  className={`button ${user.blocked ? 'button--quiet' : 'button--danger'} button--small`}
                  disabled={busy === user.email}
                  onClick={() => void toggle(user.email, user.blocked)}
                >
                  {user.blocked ? 'Unblock' : 'Block'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SitesTable() {
  const sites = useLiveQuery(listAllSites, []);
  const [pending, setPending] = useState<{ id: string; name: string } | null>(null);
  if (!sites) return null;
  if (sites.length === 0) return <p className="admin-empty">No sites yet.</p>;

  async function confirmDelete() {
    if (!pending) return;
    const { id } = pending;
    setPending(null);
    try {
      await adminDeleteSite(id);
      notify(SITE_DELETED);
    } catch (error) {
      console.error('Brick: could not delete a site', error);
      notifyError('The site could not be deleted. Please try again.');
    }
  }

  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Sites table">
        <table className="admin-table">
          <caption className="visually-hidden">Sites</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Owner</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sites.map((site) => {
              const id = String(site.id ?? site.siteId);
              const name = siteName(site);
              return (
                <tr key={id} data-site-id={id}>
                  <th scope="row">{name}</th>
                  <td>{site.type}</td>
                  <td>{site.owner ?? <span className="muted">—</span>}</td>
                  <td>
                    <span className={`status-pill ${site.listed ? 'status-pill--ok' : ''}`}>{site.listed ? 'Published' : 'Draft'}</span>
                  </td>
                  <td className="cell-action">
                    <button type="button" className="button button--danger button--small" onClick={() => setPending({ id, name })}>
                      Delete
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pending ? (
        <ConfirmDialog
          title="Delete this site?"
          message={`Delete '${pending.name}' for everyone? It is removed from every user's list, with its pages and previews. This cannot be undone.`}
          confirmLabel="Delete Site"
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

export default function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <section className="admin" aria-labelledby="admin-title">
        <AdminBar />
        <h1 id="admin-title">Admin dashboard</h1>
        <Totals />
        <section aria-labelledby="admin-users" className="admin-section">
          <h2 id="admin-users">Users</h2>
          <UsersTable />
        </section>
        <section aria-labelledby="admin-sites" className="admin-section">
          <h2 id="admin-sites">Sites</h2>
          <SitesTable />
        </section>
      </section>
    </RequireAdmin>
  );
}
