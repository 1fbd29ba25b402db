import type { Answerer, FakeAnswer } from './service-host';

/**
 * A fake of the image host's unsigned upload endpoint (spec.md section 7): answers a multipart
 * POST with { secure_url }, and records what it received so tests can count uploads. Hosted
 * pictures are answered with a 1x1 PNG.
 */
export interface ImageHostFake {
  uploads: { preset: string | null; bytes: number }[];
  /** Make the next N uploads fail with this HTTP status. */
  failNext(count: number, status?: number): void;
  secureUrl(index: number): string;
  /** Holds every upload until the returned function is called, as a slow connection would. */
  holdUploads(): () => void;
  /** How its two host names are answered (tests/fakes/service-host.ts). */
  answerers: Record<string, Answerer>;
}

export const HOSTED_IMAGE_ORIGIN = 'https://res.cloudinary.com';
const UPLOAD_HOST = 'api.cloudinary.com';
const PICTURE_HOST = new URL(HOSTED_IMAGE_ORIGIN).host;
export const IMAGE_HOST_NAMES = [UPLOAD_HOST, PICTURE_HOST];
/** A picture's address on the host, once its upload landed. */
export const HOSTED_PICTURE = new RegExp(`^${HOSTED_IMAGE_ORIGIN}/`);
/** A picture as a record holds it: its data URL until its upload lands, then the hosted address. */
export const STORED_PICTURE = new RegExp(`^(data:image/|${HOSTED_IMAGE_ORIGIN}/)`);

// A 1x1 PNG, served for every hosted image address.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function fakeImageHost(): ImageHostFake {
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let held: Promise<void> | null = null;
  const fake: ImageHostFake = {
    uploads: [],
    failNext(count, status = 500) {
      failures = { count, status };
    },
    secureUrl: (index) => `${HOSTED_IMAGE_ORIGIN}/brick/image/upload/v1/fake-${index}.png`,
    holdUploads() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    answerers: {
      [UPLOAD_HOST]: async ({ method, body }): Promise<FakeAnswer> => {
        if (method === 'OPTIONS') return { status: 204, headers: corsHeaders() };
        if (held) await held;
        if (failures.count > 0) {
          failures.count -= 1;
          return { status: failures.status, headers: corsHeaders(), body: JSON.stringify({ error: { message: 'fake failure' } }) };
        }
        const preset = /name="upload_preset"\r\n\r\n([^\r]*)/.exec(body.toString('latin1'))?.[1] ?? null;
        fake.uploads.push({ preset, bytes: body.length });
        const url = fake.secureUrl(fake.uploads.length);
        return { status: 200, headers: { ...corsHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ secure_url: url }) };
      },
      [PICTURE_HOST]: () => ({ status: 200, headers: { ...corsHeaders(), 'content-type': 'image/png' }, body: PIXEL }),
    },
  };
  return fake;
}

export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
}
