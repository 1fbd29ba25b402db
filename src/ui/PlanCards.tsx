import { PLAN_ORDER, planLabel } from '../domain/plan-labels';

/** The four plans as ui-contract.md words them: name, price, site limit. */
export function PlanCards() {
  return (
    <ul className="plan-cards">
      {PLAN_ORDER.map((id) => {
        const label = planLabel(id);
        return (
          <li key={id} className="plan-card">
            <h3>{label.name}</h3>
            <p className="plan-price">{label.price}</p>
            <p className="muted">{label.limit}</p>
          </li>
        );
      })}
    </ul>
  );
}
