import type { Contact } from '../../domain/schemas';
import { emptySinglePageAnswers, type SinglePageAnswers } from '../../domain/wizard';
import { contactValuesOf, type ContactValues } from './ContactFields';

/** The draft holding the 6-step wizard's answers while it is filled in. */
export const ONBOARD_DRAFT = 'onboard_wizard' as const;
export const onboardRef = { table: 'drafts', key: ONBOARD_DRAFT } as const;

/** The answers, and what was typed into a contact entry while it is switched off. */
export type SinglePageDraft = SinglePageAnswers & { contactValues: ContactValues };

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The stored draft with every answer present (empty ones for what is not stored yet). */
export function answersOf(saved: Record<string, unknown> | null | undefined): SinglePageDraft {
  const empty = emptySinglePageAnswers();
  const contact = { ...empty.contact, ...((saved?.contact as Partial<Contact> | undefined) ?? {}) };
  return {
    ...(saved ?? {}),
    name: str(saved?.name),
    tagline: str(saved?.tagline),
    about: str(saved?.about),
    logo: str(saved?.logo),
    highlightImages: strings(saved?.highlightImages),
    services: str(saved?.services),
    testimonialsText: str(saved?.testimonialsText),
    contact,
    galleryImages: strings(saved?.galleryImages),
    contactValues: contactValuesOf(contact, saved?.contactValues as Partial<ContactValues> | undefined),
  };
}
