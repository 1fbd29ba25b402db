import { Link } from 'react-router-dom';
import { siteLimitProblem } from '../../domain/accounts';
import './billing.css';

/**
 * What a screen shows instead of creating a site once the plan's limit is reached: the message
 * and a way to /billing. Renders nothing while the user can still add a site.
 *
 *   const problem = siteLimitProblem(user.plan, user.sites.length);
 *   if (problem) return <PlanLimitNotice plan={user.plan} currentCount={user.sites.length} />;
 */
export function PlanLimitNotice({ plan, currentCount }: { plan: string; currentCount: number }) {
  const message = siteLimitProblem(plan, currentCount);
  if (!message) return null;
  return (
    <div className="plan-limit" role="status">
      <p>{message}</p>
      <Link className="button" to="/billing">
        Upgrade Plan
      </Link>
    </div>
  );
}

export default PlanLimitNotice;
