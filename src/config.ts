/**
 * The one place the app reads its configuration. The VITE_* variables are fixed when Vite
 * builds, so the build validates them (src/config-schema.ts, with zod) and defines the outcome
 * here as __BRICK_CONFIG__: the app then needs no schema library before its first screen. A bad
 * value throws ConfigError at start, and main.tsx shows it on screen, naming the variable.
 */

export interface Config {
  /**
   * `chosen`: VITE_IMAGE_UPLOAD_URL was set. When it was not and sync is on, pictures go to the
   * Brick server instead (issue 37): a fresh install has hosted pictures with no other account.
   */
  imageHost: { uploadUrl: string; uploadPreset: string; chosen: boolean };
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

export type CheckedConfig = { config: Config } | { problems: string[] };

declare const __BRICK_CONFIG__: CheckedConfig;

/** The app's configuration. Throws ConfigError when a variable is wrong (main.tsx shows it). */
export function config(): Config {
  const checked = __BRICK_CONFIG__;
  if ('problems' in checked) throw new ConfigError(checked.problems);
  return checked.config;
}
