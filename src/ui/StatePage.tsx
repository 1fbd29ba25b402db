import { Link } from 'react-router-dom';
import { BACK_TO_DASHBOARD } from './BackLinks';

export interface StateAction {
  label: string;
  /** An app route, followed inside the app. */
  to: string;
  quiet?: boolean;
}

/**
 * A whole-page state in place of a screen: "Site not found." and the other not-found texts of
 * spec.md section 8 as its heading (or, with `alert`, a problem read out at once), a line that
 * says why, and the way on. One place, so every screen says it the same way.
 */
export function StatePage({ title, alert, detail, actions }: { title?: string; alert?: string; detail?: string; actions: StateAction[] }) {
  return (
    <section className="state-page">
      {title && <h1>{title}</h1>}
      {alert && <p role="alert">{alert}</p>}
      {detail && <p className="muted">{detail}</p>}
      <div className="actions">
        {actions.map(({ label, to, quiet }) => (
          <Link key={label} className={quiet ? 'button button--quiet' : 'button'} to={to}>
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}

export const TO_DASHBOARD: StateAction = { label: BACK_TO_DASHBOARD, to: '/dashboard' };
