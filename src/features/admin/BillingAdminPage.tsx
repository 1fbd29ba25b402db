import { useLiveQuery } from 'dexie-react-hooks';
import { toUsersPanelRecord } from '../../domain/schemas';
import { planLabel } from '../../domain/accounts';
import { listUsers } from '../../storage/users';
import { RequireAdmin } from '../../ui/guards';
import { AdminBar } from './AdminBar';
import './admin.css';

/** "Payment Date": the locale date-time, or a dash when there is none (or it cannot be read). */
export function formatPaymentDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString();
}

function PaymentsTable() {
  const users = useLiveQuery(async () => (await listUsers()).map((user) => toUsersPanelRecord({ ...user, sites: [] })), []);
  if (!users) return null;
  if (users.length === 0) return <p className="admin-empty">No users yet.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Billing table">
      <table className="admin-table">
        <caption className="visually-hidden">Users and payments</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Plan</th>
            <th scope="col">Paid</th>
            <th scope="col">Payment Date</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.email}>
              <th scope="row">{user.email}</th>
              <td>{planLabel(user.plan)}</td>
              <td>
                <span role="img" aria-label={user.paid ? 'Paid' : 'Not paid'} className={user.paid ? 'paid-yes' : 'paid-no'}>
                  {user.paid ? '✓' : '✗'}
                </span>
              </td>
              <td>{formatPaymentDate(user.paymentDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function BillingAdminPage() {
  return (
    <RequireAdmin>
      <section className="admin" aria-labelledby="billing-admin-title">
        <AdminBar />
        <h1 id="billing-admin-title">Billing</h1>
        <p className="muted">Every account's plan and payment, from the stored users list.</p>
        <PaymentsTable />
      </section>
    </RequireAdmin>
  );
}
