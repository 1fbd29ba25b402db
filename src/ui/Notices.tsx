import { dismiss, useNotices } from '../state/notices';

/** The in-app notices that stand for spec.md's alerts. */
export function Notices() {
  const notices = useNotices((s) => s.notices);
  return (
    <div className="notices">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.tone}`} role={n.tone}>
          <p>{n.text}</p>
          {n.action && (
            <button type="button" className="button button--quiet" onClick={() => { n.action?.run(); dismiss(n.id); }}>
              {n.action.label}
            </button>
          )}
          <button type="button" className="link-button notice-dismiss" aria-label="Dismiss" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
