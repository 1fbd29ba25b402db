/** The settings profile (localStorage key `user_profile`): name, email, avatar. */
import type { Profile } from '../domain/schemas';
import { readDraft } from './drafts';

export function readProfile(): Promise<Profile | undefined> {
  return readDraft('user_profile');
}
