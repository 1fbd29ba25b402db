import { formatPrice, formatSiteLimit, PLANS, UPGRADE_ORDER } from '../domain/plans';

/** The four plans as ui-contract.md words them: name, price, site limit. */
export function PlanCards() {
  return (
    <ul className="plan-cards">
      {UPGRADE_ORDER.map((id) => (
        <li key={id} className="plan-card">
          <h3>{PLANS[id].label}</h3>
          <p className="plan-price">{formatPrice(id)}</p>
          <p className="muted">{formatSiteLimit(id)}</p>
        </li>
      ))}
    </ul>
  );
}
