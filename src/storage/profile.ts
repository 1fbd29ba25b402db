/** The settings profile (localStorage key `user_profile`): name, email, avatar. */
import type { Profile } from '../domain/schemas';
import { db } from './db';
import { readDraft, saveDraft } from './drafts';

export function saveProfile(profile: Partial<Profile>): Promise<Profile> {
  return saveDraft('user_profile', profile);
}

export function readProfile(): Promise<Profile | undefined> {
  return readDraft('user_profile');
}

/**
 * Saves what `change` makes of the stored profile, reading and writing in one transaction. The
 * avatar is saved the moment it is chosen and the form on Save: when the two overlap, the later
 * one builds on the earlier instead of writing back what it read before the earlier one wrote.
 */
export function updateProfile(change: (stored: Profile | undefined) => Partial<Profile>): Promise<Profile> {
  return db.transaction('rw', db.drafts, async () => saveProfile(change(await readProfile())));
}
