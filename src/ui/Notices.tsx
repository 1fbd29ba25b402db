import { dismiss, useNotices } from '../state/notices';
import { onFirstPress } from './first-press';

/**
 * The in-app notices that stand for spec.md's alerts. A notice comes where the pointer may be (over
 * a card's Delete on a laptop): the second press of the double click that brought it is not its.
 */
export function Notices() {
  const notices = useNotices((s) => s.notices);
  return (
    <div className="notices">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice--${n.tone}`} role={n.tone}>
          <p>{n.text}</p>
          {n.action && (
            <button type="button" className="button button--quiet" onClick={onFirstPress(() => { n.action?.run(); dismiss(n.id); })}>
              {n.action.label}
            </button>
          )}
          <button type="button" className="link-button notice-dismiss" aria-label="Dismiss" onClick={onFirstPress(() => dismiss(n.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
