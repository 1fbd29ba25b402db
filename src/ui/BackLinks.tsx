import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const BACK_TO_DASHBOARD = 'Back to Dashboard';

/** The quiet "Back to Dashboard" button a screen's actions end with: one spelling, one look. */
export function BackToDashboard() {
  return (
    <Link className="button button--quiet" to="/dashboard">
      {BACK_TO_DASHBOARD}
    </Link>
  );
}

/** An editor's way back, above its title: an arrow and where it leads ("Back to Templates"). */
export function BackArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="builder-back" to={to}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
