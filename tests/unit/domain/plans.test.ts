import { describe, expect, it } from 'vitest';
import {
  PLANS, TRIAL_MS, UPGRADE_ORDER, canCreateSite, canUpgrade, formatPrice, formatSiteLimit, toPlanId, trialEndsAt,
} from '../../../src/domain/plans';

describe('plans', () => {
  it('has the spec prices and site limits', () => {
    expect(Object.values(PLANS).map((p) => [p.id, p.priceUsd, p.siteLimit])).toEqual([
      ['free', 0, 1],
      ['basic', 12, 2],
      ['standard', 24, 4],
      ['premium', 50, Infinity],
    ]);
    expect(formatPrice('basic')).toBe('$12');
    expect(formatSiteLimit('free')).toBe('1 site');
    expect(formatSiteLimit('standard')).toBe('4 sites');
    expect(formatSiteLimit('premium')).toBe('Unlimited sites');
  });

  it('only allows upgrades to a higher plan in the order free, basic, standard, premium', () => {
    expect(UPGRADE_ORDER).toEqual(['free', 'basic', 'standard', 'premium']);
    expect(canUpgrade('free', 'basic')).toBe(true);
    expect(canUpgrade('basic', 'premium')).toBe(true);
    expect(canUpgrade('standard', 'basic')).toBe(false);
    expect(canUpgrade('premium', 'premium')).toBe(false);
  });

  it('ends the trial 30 days (2592000000 ms) after payment', () => {
    expect(TRIAL_MS).toBe(2_592_000_000);
    expect(trialEndsAt('2024-05-01T00:00:00.000Z')).toBe('2024-05-31T00:00:00.000Z');
    expect(trialEndsAt(0)).toBe(new Date(TRIAL_MS).toISOString());
    expect(() => trialEndsAt('not a date')).toThrow(RangeError);
  });

  it('limits site creation by plan', () => {
    expect(canCreateSite('free', 0)).toBe(true);
    expect(canCreateSite('free', 1)).toBe(false);
    expect(canCreateSite('basic', 1)).toBe(true);
    expect(canCreateSite('basic', 2)).toBe(false);
    expect(canCreateSite('standard', 3)).toBe(true);
    expect(canCreateSite('standard', 4)).toBe(false);
    expect(canCreateSite('premium', 10_000)).toBe(true);
  });

  it('reads plan labels from old data', () => {
    expect(toPlanId('Premium')).toBe('premium');
    expect(toPlanId(' basic ')).toBe('basic');
    expect(toPlanId('gold')).toBeNull();
    expect(toPlanId(3)).toBeNull();
  });
});
