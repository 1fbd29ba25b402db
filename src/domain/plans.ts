/**
 * Plans, prices, site limits and the trial (spec.md sections 3, 4 and 9).
 * Enforcement of the site limit is "not shown" in the spec; `canCreateSite` is here so that a
 * screen that decides to enforce (or just to warn) uses one rule.
 */

export const PLAN_IDS = ['free', 'basic', 'standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** As the plan cards show it (ui-contract.md). */
  label: string;
  priceUsd: number;
  /** Infinity means unlimited. */
  siteLimit: number;
}

export const PLANS: Record<PlanId, Plan> = {
  free: { id: 'free', label: 'Free', priceUsd: 0, siteLimit: 1 },
  basic: { id: 'basic', label: 'Basic', priceUsd: 12, siteLimit: 2 },
  standard: { id: 'standard', label: 'Standard', priceUsd: 24, siteLimit: 4 },
  premium: { id: 'premium', label: 'Premium', priceUsd: 50, siteLimit: Infinity },
};

/** spec.md section 4: only a plan higher in this order can be bought. */
export const UPGRADE_ORDER: readonly PlanId[] = PLAN_IDS;

/** spec.md section 9: 30 days. */
export const TRIAL_MS = 2_592_000_000;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Old data sometimes stored the label ('Premium') rather than the id; both mean the same plan. */
export function toPlanId(value: unknown): PlanId | null {
  if (typeof value !== 'string') return null;
  const lowered = value.trim().toLowerCase();
  return isPlanId(lowered) ? lowered : null;
}

export function planRank(plan: PlanId): number {
  return UPGRADE_ORDER.indexOf(plan);
}

export function canUpgrade(from: PlanId, to: PlanId): boolean {
  return planRank(to) > planRank(from);
}


/** "$12" as the plan cards show it. */
export function formatPrice(plan: PlanId): string {
  return `$${PLANS[plan].priceUsd}`;
}

/** "1 site", "2 sites", "Unlimited sites" (ui-contract.md). */
export function formatSiteLimit(plan: PlanId): string {
  const limit = PLANS[plan].siteLimit;
  if (limit === Infinity) return 'Unlimited sites';
  return limit === 1 ? '1 site' : `${limit} sites`;
}

/**
 * When the 30-day trial that starts at payment ends, as an ISO timestamp.
 * Accepts the payment date as a Date, an ISO string or epoch milliseconds.
 */
export function trialEndsAt(paymentDate: Date | string | number): string {
  const start = paymentDate instanceof Date ? paymentDate.getTime() : new Date(paymentDate).getTime();
  if (Number.isNaN(start)) throw new RangeError(`Not a date: ${String(paymentDate)}`);
  return new Date(start + TRIAL_MS).toISOString();
}

export function canCreateSite(plan: PlanId, currentCount: number): boolean {
  return currentCount < PLANS[plan].siteLimit;
}
