/** The settings profile (localStorage key `user_profile`): name, email, avatar. */
import type { Profile } from '../domain/schemas';
import { readDraft, saveDraft } from './drafts';

export function saveProfile(profile: Partial<Profile>): Promise<Profile> {
  return saveDraft('user_profile', profile);
}

export function readProfile(): Promise<Profile | undefined> {
  return readDraft('user_profile');
}
