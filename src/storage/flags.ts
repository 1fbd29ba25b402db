/** Per-user flags mirrored to their own keys: confetti_shown_{email} (spec.md section 4). */
import { db } from './db';

export const CONFETTI_KEY_PREFIX = 'confetti_shown_';
export const confettiKey = (email: string) => `${CONFETTI_KEY_PREFIX}${email}`;

export async function hasSeenConfetti(email: string): Promise<boolean> {
  const row = await db.flags.get(confettiKey(email));
  return row !== undefined && row.value !== false && row.value !== 'false';
}

export function markConfettiShown(email: string): Promise<void> {
  return db.transaction('rw', db.flags, async () => {
    await db.flags.put({ key: confettiKey(email), value: true, _updatedAt: Date.now() });
  });
}
