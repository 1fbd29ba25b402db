import { z } from './domain/zod';
import { ConfigError, type CheckedConfig, type Config } from './config';

/**
 * How Brick's configuration (the VITE_* variables, see .env.example) is read and validated.
 * Vite fixes those variables when it builds, so they are checked once, there (vite.config.ts),
 * with this schema; the app gets the result (src/config.ts) and shows a bad value on screen,
 * naming the variable. Endpoints are configurable so tests can point them at fakes.
 */

const DEFAULT_ADMINS =
  'admin@brick.app:pbkdf2-sha256$600000$9WRqX2mFaAidmj8eDmHjVA$EcLTNCYSsKo3VQFpF32LixieIiQdGWX9W0cxnpwHiis,' +
  'support@brick.app:pbkdf2-sha256$600000$2t352E1zwBmwsAzNQvAocA$y3gar3I_61GUW2D-SSNHj88mkEWgkE-mCAuM95gp6Go';

const adminAccount = z.object({
  email: z.email({ error: 'must be email:hash pairs' }),
  passwordHash: z.string().check(z.regex(/^pbkdf2-sha256\$\d+\$[\w-]+\$[\w-]+$/, 'must be pbkdf2-sha256$iterations$salt$hash')),
});

// zod/mini carries no English messages: each check names what a good value looks like.
const aUrl = () => z.url({ error: 'must be a full URL, such as https://api.example.com' });
const text = (fallback: string) => z._default(z.string({ error: 'must be text' }), fallback);
const url = (fallback: string) => z._default(aUrl(), fallback);

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
  VITE_PAYPAL_SDK_URL: z.optional(aUrl()),
  VITE_ADMIN_ACCOUNTS: text(DEFAULT_ADMINS),
});

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
    imageHost: { uploadUrl: e.VITE_IMAGE_UPLOAD_URL, uploadPreset: e.VITE_IMAGE_UPLOAD_PRESET, chosen: 'VITE_IMAGE_UPLOAD_URL' in defined },
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

/** The outcome vite.config.ts hands to the app: the configuration, or what is wrong with it. */
export function checkConfig(env: Record<string, unknown>): CheckedConfig {
  try {
    return { config: readConfig(env) };
  } catch (error) {
    if (error instanceof ConfigError) return { problems: error.problems };
    throw error;
  }
}

/** Vite's `define` that gives the app (src/config.ts) its checked configuration. */
export function configDefine(checked: CheckedConfig) {
  return { __BRICK_CONFIG__: JSON.stringify(checked) };
}
