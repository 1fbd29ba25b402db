/**
 * How plans read on screen (ui-contract.md): "Free", "$0", "1 site" ... "Unlimited sites".
 * Prices and limits are those of spec.md section 9.
 */
export type PlanId = 'free' | 'basic' | 'standard' | 'premium';
export const PLAN_ORDER: readonly PlanId[] = ['free', 'basic', 'standard', 'premium'];

const NAMES: Record<PlanId, string> = { free: 'Free', basic: 'Basic', standard: 'Standard', premium: 'Premium' };
const PRICES: Record<PlanId, number> = { free: 0, basic: 12, standard: 24, premium: 50 };
const LIMITS: Record<PlanId, number | null> = { free: 1, basic: 2, standard: 4, premium: null };

export function planLabel(id: PlanId) {
  const limit = LIMITS[id];
  return {
    name: NAMES[id],
    price: `$${PRICES[id]}`,
    limit: limit === null ? 'Unlimited sites' : `${limit} ${limit === 1 ? 'site' : 'sites'}`,
  };
}
