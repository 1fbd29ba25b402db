import type { BrowserContext, Request } from '@playwright/test';

/**
 * A fake of the image host's unsigned upload endpoint (spec.md section 7): answers a multipart
 * POST with { secure_url }, and records what it received so tests can count uploads.
 */
export interface ImageHostFake {
  uploads: { preset: string | null; bytes: number; request: Request }[];
  /** Make the next N uploads fail with this HTTP status. */
  failNext(count: number, status?: number): void;
  secureUrl(index: number): string;
  /** Holds every upload until the returned function is called, as a slow connection would. */
  holdUploads(): () => void;
}

export const IMAGE_HOST_PATTERN = 'https://api.cloudinary.com/**';
export const HOSTED_IMAGE_ORIGIN = 'https://res.cloudinary.com';
/** A picture's address on the host, once its upload landed. */
export const HOSTED_PICTURE = new RegExp(`^${HOSTED_IMAGE_ORIGIN}/`);
/** A picture as a record holds it: its data URL until its upload lands, then the hosted address. */
export const STORED_PICTURE = new RegExp(`^(data:image/|${HOSTED_IMAGE_ORIGIN}/)`);

// A 1x1 PNG, served for every hosted image address.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function fakeImageHost(context: BrowserContext): Promise<ImageHostFake> {
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
  };
  await context.route(IMAGE_HOST_PATTERN, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: corsHeaders() });
    }
    if (held) await held;
    if (failures.count > 0) {
      failures.count -= 1;
      return route.fulfill({ status: failures.status, headers: corsHeaders(), body: JSON.stringify({ error: { message: 'fake failure' } }) });
    }
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const preset = /name="upload_preset"\r\n\r\n([^\r]*)/.exec(body.toString('latin1'))?.[1] ?? null;
    fake.uploads.push({ preset, bytes: body.length, request });
    const url = fake.secureUrl(fake.uploads.length);
    return route.fulfill({ status: 200, headers: { ...corsHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ secure_url: url }) });
  });
  await context.route(`${HOSTED_IMAGE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, headers: { ...corsHeaders(), 'content-type': 'image/png' }, body: PIXEL }),
  );
  return fake;
}

export function corsHeaders(): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
}
