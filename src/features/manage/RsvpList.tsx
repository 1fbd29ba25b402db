import { useLiveQuery } from 'dexie-react-hooks';
import { rsvpCsv } from '../../domain/rsvp';
import { listRsvps } from '../../storage/rsvps';
import './manage.css';

/**
 * The RSVPs of one event (for its owner, e.g. on /manage/{siteId}): how many, who, and a CSV
 * download. RSVPs are kept on the device where they were made.
 */
export function RsvpList({ siteId, eventTitle }: { siteId: string; eventTitle?: string }) {
  const rsvps = useLiveQuery(() => listRsvps(siteId), [siteId]);
  if (rsvps === undefined) return null;

  function download() {
    const blob = new Blob([rsvpCsv(rsvps ?? [])], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `rsvps-${(eventTitle || siteId).replace(/[^\w-]+/g, '-').slice(0, 60) || siteId}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const count = rsvps.length;
  return (
    <section className="card rsvp-list" aria-labelledby={`rsvps-${siteId}`}>
      <div className="rsvp-list-head">
        <h2 id={`rsvps-${siteId}`}>RSVPs</h2>
        <p className="rsvp-count">{count === 1 ? '1 person is coming' : `${count} people are coming`}</p>
      </div>
      {count === 0 ? (
        <p className="muted">No RSVPs yet. They appear here when guests answer on this device.</p>
      ) : (
        <>
          <div className="rsvp-table-wrap">
            <table className="rsvp-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {rsvps.map((r, i) => (
                  <tr key={i}>
                    <td>{r.name}</td>
                    <td>{r.email}</td>
                    <td>{new Date(r.at).toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="actions">
            <button type="button" className="button button--quiet" onClick={download}>
              Download CSV
            </button>
          </div>
        </>
      )}
    </section>
  );
}
