// zod/mini: the same validation, tree-shaken, so the entry bundle stays small.
import * as z from 'zod/mini';

/**
 * The one place Brick reads its configuration (build-time VITE_* variables, see .env.example).
 * Validated at start: a bad value becomes a clear message on screen naming the variable,
 * never a blank page. Endpoints are configurable so tests can point them at fakes.
 */

const DEFAULT_ADMINS =
  'admin@brick.app:pbkdf2-sha256$600000$9WRqX2mFaAidmj8eDmHjVA$EcLTNCYSsKo3VQFpF32LixieIiQdGWX9W0cxnpwHiis,' +
  'support@brick.app:pbkdf2-sha256$600000$2t352E1zwBmwsAzNQvAocA$y3gar3I_61GUW2D-SSNHj88mkEWgkE-mCAuM95gp6Go';

const adminAccount = z.object({
  email: z.email(),
  passwordHash: z.string().check(z.regex(/^pbkdf2-sha256\$\d+\$[\w-]+\$[\w-]+$/, 'must be pbkdf2-sha256$iterations$salt$hash')),
});

const text = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);
const url = (fallback: string) => z._default(z.url(), fallback);

const schema = z.object({
  VITE_IMAGE_UPLOAD_URL: url('https://api.cloudinary.com/v1_1/brick/image/upload'),
  VITE_IMAGE_UPLOAD_PRESET: text('brick_unsigned_upload'),
  VITE_EMAILJS_PUBLIC_KEY: text('brick-public-key'),
  VITE_EMAILJS_SERVICE_ID: text('brick_service'),
  VITE_EMAILJS_WELCOME_TEMPLATE_ID: text('brick_welcome'),
  VITE_EMAILJS_PAYMENT_TEMPLATE_ID: text('brick_payment'),
  VITE_EMAILJS_ORIGIN: url('https://api.emailjs.com'),
  VITE_EMAILJS_BLOCK_HEADLESS: z._default(z.enum(['true', 'false'], { error: 'must be "true" or "false"' }), 'false'),
  VITE_PAYPAL_CLIENT_ID: text('test'),
  VITE_PAYPAL_ENVIRONMENT: z._default(z.enum(['production', 'sandbox'], { error: 'must be "production" or "sandbox"' }), 'sandbox'),
  VITE_PAYPAL_SDK_URL: z.optional(z.url()),
  VITE_ADMIN_ACCOUNTS: text(DEFAULT_ADMINS),
});

export interface Config {
  imageHost: { uploadUrl: string; uploadPreset: string };
  email: {
    publicKey: string;
    serviceId: string;
    welcomeTemplateId: string;
    paymentTemplateId: string;
    origin: string;
    blockHeadless: boolean;
  };
  payment: { clientId: string; environment: 'production' | 'sandbox'; sdkUrl?: string };
  admins: { email: string; passwordHash: string }[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Brick is misconfigured: ${problems.join('; ')}`);
  }
}

function parseAdmins(raw: string): Config['admins'] {
  const accounts = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      return { email: entry.slice(0, at).trim().toLowerCase(), passwordHash: entry.slice(at + 1).trim() };
    });
  const parsed = z.array(adminAccount).check(z.length(2, 'must name exactly two admin accounts')).safeParse(accounts);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `VITE_ADMIN_ACCOUNTS ${i.message}`));
  }
  return parsed.data;
}

/** Reads and validates an environment record; throws ConfigError naming each bad variable. */
export function readConfig(env: Record<string, unknown>): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`));
  }
  const e = parsed.data;
  return {
    imageHost: { uploadUrl: e.VITE_IMAGE_UPLOAD_URL, uploadPreset: e.VITE_IMAGE_UPLOAD_PRESET },
    email: {
      publicKey: e.VITE_EMAILJS_PUBLIC_KEY,
      serviceId: e.VITE_EMAILJS_SERVICE_ID,
      welcomeTemplateId: e.VITE_EMAILJS_WELCOME_TEMPLATE_ID,
      paymentTemplateId: e.VITE_EMAILJS_PAYMENT_TEMPLATE_ID,
      origin: e.VITE_EMAILJS_ORIGIN,
      blockHeadless: e.VITE_EMAILJS_BLOCK_HEADLESS === 'true',
    },
    payment: { clientId: e.VITE_PAYPAL_CLIENT_ID, environment: e.VITE_PAYPAL_ENVIRONMENT, sdkUrl: e.VITE_PAYPAL_SDK_URL },
    admins: parseAdmins(e.VITE_ADMIN_ACCOUNTS),
  };
}

let cached: Config | undefined;

/** The app's configuration. Throws ConfigError at start when a variable is wrong (main.tsx shows it). */
export function config(): Config {
  cached ??= readConfig(import.meta.env);
  return cached;
}
