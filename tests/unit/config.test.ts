import { describe, expect, it } from 'vitest';
import { config, ConfigError } from '../../src/config';
import { checkConfig, readConfig } from '../../src/config-schema';

describe('configuration', () => {
  it('fills every service with its documented default', () => {
    const config = readConfig({});
    expect(config.imageHost.uploadPreset).toBe('brick_unsigned_upload');
    expect(config.payment).toEqual({ clientId: 'test', environment: 'sandbox', sdkUrl: undefined });
    expect(config.email.origin).toBe('https://api.emailjs.com');
    expect(config.email.blockHeadless).toBe(false);
    expect(config.admins.map((a) => a.email)).toEqual(['admin@brick.app', 'support@brick.app']);
    expect(config.admins.every((a) => a.passwordHash.startsWith('pbkdf2-sha256$600000$'))).toBe(true);
  });

  it('reads each variable it is given', () => {
    const config = readConfig({
      VITE_IMAGE_UPLOAD_URL: 'http://127.0.0.1:9999/upload',
      VITE_PAYPAL_ENVIRONMENT: 'production',
      VITE_PAYPAL_SDK_URL: 'http://127.0.0.1:9999/sdk.js',
      VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:9998',
      VITE_EMAILJS_BLOCK_HEADLESS: 'true',
    });
    expect(config.imageHost.uploadUrl).toBe('http://127.0.0.1:9999/upload');
    expect(config.payment.environment).toBe('production');
    expect(config.payment.sdkUrl).toBe('http://127.0.0.1:9999/sdk.js');
    expect(config.email.origin).toBe('http://127.0.0.1:9998');
    expect(config.email.blockHeadless).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ VITE_PAYPAL_ENVIRONMENT: '' }).payment.environment).toBe('sandbox');
  });

  it('refuses a payment environment other than production or sandbox, naming the variable', () => {
    const attempt = () => readConfig({ VITE_PAYPAL_ENVIRONMENT: 'staging' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(['VITE_PAYPAL_ENVIRONMENT must be "production" or "sandbox"']);
    }
  });

  it('refuses a malformed URL and admin accounts that are not two hashes', () => {
    expect(() => readConfig({ VITE_IMAGE_UPLOAD_URL: 'not a url' })).toThrow(/VITE_IMAGE_UPLOAD_URL/);
    expect(() => readConfig({ VITE_ADMIN_ACCOUNTS: 'a@b.co:plaintext,c@d.co:plaintext' })).toThrow(/VITE_ADMIN_ACCOUNTS/);
    expect(() => readConfig({ VITE_ADMIN_ACCOUNTS: 'a@b.co:pbkdf2-sha256$1$abc$def' })).toThrow(/exactly two/);
  });

  it('hands the app what the build checked: the configuration, or each problem to show', () => {
    expect(checkConfig({ VITE_PAYPAL_ENVIRONMENT: 'production' })).toEqual({
      config: readConfig({ VITE_PAYPAL_ENVIRONMENT: 'production' }),
    });
    expect(checkConfig({ VITE_PAYPAL_ENVIRONMENT: 'staging', VITE_EMAILJS_ORIGIN: 'nowhere' })).toEqual({
      problems: ['VITE_EMAILJS_ORIGIN must be a full URL, such as https://api.example.com', 'VITE_PAYPAL_ENVIRONMENT must be "production" or "sandbox"'],
    });
    // The unit tests' own build-time value (vitest.config.ts): the defaults, as in .env.example.
    expect(config()).toEqual(readConfig({}));
  });
});
