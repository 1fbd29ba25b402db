/**
 * RSVPs on an event's published page (spec.md section 5: "RSVP: name and email required; email
 * well formed"). The answers are kept on the visitor's device only (spec.md section 8: the
 * submission is only logged and alerted locally).
 */
import { z } from './zod';
import { preprocess } from './schema-helpers';
import { mailtoUrl } from './safe-url';
import { RSVP_EMAIL_INVALID, RSVP_EMAIL_REQUIRED, RSVP_NAME_REQUIRED } from './site-messages';

export interface RsvpInput {
  name: string;
  email: string;
}

export type RsvpErrors = Partial<Record<keyof RsvpInput, string>>;

/** One address, no spaces, a dot in the domain: what a person can be written to. */
const WELL_FORMED_EMAIL = /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[^\s@<>()[\]",;:.]{2,}$/;

export const isWellFormedEmail = (email: string) => WELL_FORMED_EMAIL.test(email.trim());

/** The message for each field that is not right; an empty object when the RSVP can be kept. */
export function validateRsvp(input: RsvpInput): RsvpErrors {
  const errors: RsvpErrors = {};
  if (input.name.trim() === '') errors.name = RSVP_NAME_REQUIRED;
  if (input.email.trim() === '') errors.email = RSVP_EMAIL_REQUIRED;
  else if (!isWellFormedEmail(input.email)) errors.email = RSVP_EMAIL_INVALID;
  return errors;
}

/**
 * The RSVP of a page with no script (a downloaded site): an e-mail to the event's contact with
 * the subject "RSVP: {title}"; undefined when the event has no address to write to.
 */
export function rsvpMailto(contactEmail: string | null | undefined, title: string): string | undefined {
  const to = contactEmail && isWellFormedEmail(contactEmail) ? mailtoUrl(contactEmail) : undefined;
  if (!to) return undefined;
  const subject = title.trim() ? `RSVP: ${title.trim()}` : 'RSVP';
  return `${to}?subject=${encodeURIComponent(subject)}`;
}

export const hasRsvpErrors = (errors: RsvpErrors) => Object.keys(errors).length > 0;

export const RsvpSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  /** ISO timestamp of the confirmation. */
  at: z.string(),
});
export type Rsvp = z.infer<typeof RsvpSchema>;

export const RsvpListSchema = preprocess((v) => (v == null ? [] : v), z.array(RsvpSchema));

/** A trimmed RSVP, stamped with the time it was confirmed. */
export function toRsvp(input: RsvpInput, at: Date = new Date()): Rsvp {
  return { name: input.name.trim(), email: input.email.trim(), at: at.toISOString() };
}

/**
 * A spreadsheet cell: quoted when needed, and a leading =, +, -, @ (or tab/CR) is defused so a
 * spreadsheet never runs a visitor's text as a formula.
 */
export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** The owner's download: a header row, then one row per RSVP. */
export function rsvpCsv(rsvps: Rsvp[]): string {
  const rows = [['Name', 'Email', 'Date'], ...rsvps.map((r) => [r.name, r.email, r.at])];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
