/**
 * RSVPs kept on this device, one drafts row per event: key `rsvps_{siteId}`. It is not one of
 * spec.md's keys (the spec only logs RSVPs), so no schema of the mirror's import reads it back;
 * the mirror's drafts binding does copy it to localStorage under the same name.
 */
import { RsvpListSchema, toRsvp, type Rsvp, type RsvpInput } from '../domain/rsvp';
import { db } from './db';

const RSVP_PREFIX = 'rsvps_';
export const rsvpKey = (siteId: string) => `${RSVP_PREFIX}${siteId}`;
/** The event an RSVP row belongs to, from its drafts key (null: not an RSVP row). */
export const siteIdOfRsvpKey = (key: string): string | null => (key.startsWith(RSVP_PREFIX) ? key.slice(RSVP_PREFIX.length) : null);

function parseList(value: unknown): Rsvp[] {
  const parsed = RsvpListSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Adds one RSVP to an event's list; returns the stored entry. */
export function addRsvp(siteId: string, input: RsvpInput, at: Date = new Date()): Promise<Rsvp> {
  const key = rsvpKey(String(siteId));
  const entry = toRsvp(input, at);
  return db.transaction('rw', db.drafts, async () => {
    const existing = parseList((await db.drafts.get(key))?.value);
    await db.drafts.put({ key, value: [...existing, entry], _updatedAt: Date.now() });
    return entry;
  });
}

/** The RSVPs of one event, oldest first. */
export async function listRsvps(siteId: string): Promise<Rsvp[]> {
  return parseList((await db.drafts.get(rsvpKey(String(siteId))))?.value);
}
