import { describe, expect, it } from 'vitest';
import {
  BUSINESS_MAX_PORTFOLIO, BUSINESS_MAX_SERVICES, EVENT1_LIMITS, EVENT2_LIMITS, EventLayout1Schema, EventLayout2Schema,
  StoreSchema, STORE_PRODUCT_SLOTS,
} from '../../../src/domain/content-schemas';
import {
  canAddPortfolioImage, canAddService, dateParts, formatPrice, isProductShown, lineItems,
  paragraphs, visibleProducts,
} from '../../../src/domain/layouts';
import { editorPath, publishPath, siteNameOf } from '../../../src/sites/variant-routes';
import { csvCell, isWellFormedEmail, rsvpCsv, validateRsvp } from '../../../src/domain/rsvp';
import { RSVP_EMAIL_INVALID, RSVP_EMAIL_REQUIRED, RSVP_NAME_REQUIRED, rsvpThanks } from '../../../src/domain/messages';
import { findVariant } from '../sites/all-kinds';

describe('text limits (spec.md section 5)', () => {
  it('are the spec numbers', () => {
    expect(EVENT1_LIMITS).toEqual({ title: 100, location: 100, date: 50, time: 50, buttonText: 50, description: 500 });
    expect(EVENT2_LIMITS).toEqual({ title: 100, date: 50, time: 50, agenda: 500, highlights: 500 });
  });

  it('each event editor field carries its limit, so the input stops there and shows a counter', () => {
    for (const [variant, limits] of [['event1', EVENT1_LIMITS], ['event2', EVENT2_LIMITS]] as const) {
      const fields = findVariant('event', variant)!.sections.flatMap((s) => s.fields);
      for (const [path, max] of Object.entries(limits)) {
        expect(fields.find((f) => f.path === path)?.maxLength, `${variant}.${path}`).toBe(max);
      }
    }
  });

  it('content over a limit still loads whole: the limit is the input\'s, so nothing stored is hidden behind empty defaults', () => {
    expect(EventLayout1Schema.parse({ title: 'x'.repeat(101), description: 'y'.repeat(501) })).toMatchObject({ title: 'x'.repeat(101), description: 'y'.repeat(501) });
    expect(EventLayout2Schema.parse({ agenda: 'x'.repeat(500), highlights: 'y'.repeat(501) })).toMatchObject({ agenda: 'x'.repeat(500), highlights: 'y'.repeat(501) });
  });

  it("event layout 1's button text defaults to 'RSVP Now'", () => {
    expect(EventLayout1Schema.parse({}).buttonText).toBe('RSVP Now');
  });

  it('business: at most 5 services and 6 portfolio images', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`);
    expect(canAddService(list(BUSINESS_MAX_SERVICES - 1))).toBe(true);
    expect(canAddService(list(BUSINESS_MAX_SERVICES))).toBe(false);
    expect(canAddPortfolioImage(list(BUSINESS_MAX_PORTFOLIO - 1))).toBe(true);
    expect(canAddPortfolioImage(list(BUSINESS_MAX_PORTFOLIO))).toBe(false);
  });
});

describe("the store's display rules", () => {
  it('has exactly 10 product slots', () => {
    expect(StoreSchema.parse({}).products).toHaveLength(STORE_PRODUCT_SLOTS);
    expect(StoreSchema.parse({ products: Array.from({ length: 12 }, () => ({ title: 'a' })) }).products).toHaveLength(10);
  });

  it('shows only products with both a title and a price', () => {
    const products = [
      { title: 'Mug', price: '12' },
      { title: 'No price', price: '' },
      { title: '', price: '5' },
      { title: '   ', price: '5' },
      { title: 'Blank price', price: '  ' },
      { title: 'Free sample', price: '0' },
    ];
    expect(visibleProducts(products).map((p) => p.title)).toEqual(['Mug', 'Free sample']);
    expect(isProductShown({ title: 'Plate', price: 20 as unknown as string })).toBe(true);
  });

  it('writes plain prices in dollars and leaves others as typed', () => {
    expect(formatPrice('12')).toBe('$12');
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice('£8')).toBe('£8');
  });
});

describe('RSVP validation (spec.md section 5)', () => {
  it('requires a name and an email', () => {
    expect(validateRsvp({ name: '', email: '' })).toEqual({ name: RSVP_NAME_REQUIRED, email: RSVP_EMAIL_REQUIRED });
    expect(validateRsvp({ name: '  ', email: 'ada@example.com' })).toEqual({ name: RSVP_NAME_REQUIRED });
  });

  it('requires a well-formed email', () => {
    for (const bad of ['ada', 'ada@', 'ada@example', '@example.com', 'ada @example.com', 'ada@example.c', 'a@b@c.com']) {
      expect(validateRsvp({ name: 'Ada', email: bad }), bad).toEqual({ email: RSVP_EMAIL_INVALID });
    }
    for (const good of ['ada@example.com', ' ada.l+rsvp@mail.example.org ']) {
      expect(isWellFormedEmail(good), good).toBe(true);
      expect(validateRsvp({ name: 'Ada', email: good })).toEqual({});
    }
  });

  it('thanks the guest by name, in the spec words', () => {
    expect(rsvpThanks('Ada')).toBe('Thanks for RSVPing, Ada!');
  });

  it('exports a CSV that spreadsheets cannot run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Lovelace, Ada')).toBe('"Lovelace, Ada"');
    expect(rsvpCsv([{ name: 'Ada', email: 'ada@example.com', at: '2025-01-01T00:00:00.000Z' }])).toBe(
      'Name,Email,Date\r\nAda,ada@example.com,2025-01-01T00:00:00.000Z\r\n',
    );
  });
});

describe('routes and small text rules', () => {
  it('editor and publish paths keep the site id', () => {
    expect(editorPath('event2', '17')).toBe('/event/layout2?id=17');
    expect(publishPath('business2', '17')).toBe('/publish/business2/17');
  });

  it('names a site after its name or title, with a fallback', () => {
    expect(siteNameOf({ title: 'Summer Fair' }, 'event1')).toBe('Summer Fair');
    expect(siteNameOf({}, 'blog2')).toBe('Untitled blog');
  });

  it('splits dates, paragraphs and lines', () => {
    expect(dateParts('2025-06-21', 'en-US')).toMatchObject({ month: 'Jun', day: '21', year: '2025', weekday: 'Saturday' });
    expect(dateParts('Saturday night')).toBeNull();
    expect(dateParts('2025-02-30')).toBeNull();
    expect(paragraphs('one\n\n\ntwo\nlines')).toEqual(['one', 'two\nlines']);
    expect(lineItems(' a \n\n b')).toEqual(['a', 'b']);
  });
});
