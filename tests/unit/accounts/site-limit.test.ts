import { beforeEach, describe, expect, it } from 'vitest';
import { resetStorageForTests } from '../../../src/storage/testing';
import { createUser, updateUser } from '../../../src/storage/users';
import { saveUserSite } from '../../../src/storage/sites';
import { SiteLimitError } from '../../../src/storage/errors';

const site = (id: string) => ({ id, siteId: id, name: `Site ${id}`, type: 'blog' as const });

describe('plan limits when a site is created', () => {
  beforeEach(async () => {
    await resetStorageForTests();
  });

  it('refuses a second site on the free plan, with the plan named, and keeps editing the first', async () => {
    await createUser({ email: 'free@example.com', password: 'pw', plan: 'free' });
    await saveUserSite('free@example.com', site('a'));
    await expect(saveUserSite('free@example.com', site('b'))).rejects.toThrow(SiteLimitError);
    await expect(saveUserSite('free@example.com', site('b'))).rejects.toThrow('Your Free plan allows 1 site. Upgrade to add more.');
    // Saving the site they already have is not creating one.
    await expect(saveUserSite('free@example.com', { ...site('a'), name: 'Renamed' })).resolves.toMatchObject({ name: 'Renamed' });
  });

  it('allows 4 on standard and any number on premium', async () => {
    await createUser({ email: 'std@example.com', password: 'pw', plan: 'standard' });
    for (const id of ['1', '2', '3', '4']) await saveUserSite('std@example.com', site(id));
    await expect(saveUserSite('std@example.com', site('5'))).rejects.toThrow(SiteLimitError);
    await updateUser('std@example.com', { plan: 'premium' });
    await expect(saveUserSite('std@example.com', site('5'))).resolves.toBeTruthy();
  });
});
