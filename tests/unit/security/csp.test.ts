import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config-schema';
import { EXPORTED_SITE_POLICY, contentSecurityPolicy, policyDirectives, staticHostHeaders } from '../../../src/csp';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? null;

describe('the Content Security Policy', () => {
  const custom = readConfig({
    VITE_IMAGE_UPLOAD_URL: 'https://images.example.net/upload',
    VITE_EMAILJS_ORIGIN: 'https://mail.example.org',
    VITE_PAYPAL_SDK_URL: 'https://pay.example.com/sdk/js',
  });

  it('lets the app talk only to its own origin, the configured image host, e-mail API and payment SDK, and a sync server over WebSocket', () => {
    const policy = contentSecurityPolicy(custom, 'app');
    // A Brick server a person types may be anywhere (issue 36): WebSockets only, never fetch.
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'", 'https://images.example.net', 'https://mail.example.org', 'https://pay.example.com', 'ws:', 'wss:',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://pay.example.com']);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('never allows inline or evaluated script, plugins or a foreign <base>', () => {
    for (const page of ['app', 'share'] as const) {
      const policy = contentSecurityPolicy(readConfig({}), page);
      expect(directive(policy, 'script-src')!.join(' ')).not.toMatch(/unsafe|data:|https:$|\*$/);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    }
  });

  it("uses PayPal's own hosts when the SDK comes from PayPal", () => {
    const policy = contentSecurityPolicy(readConfig({}), 'app');
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://*.paypal.com', 'https://*.paypalobjects.com']);
    expect(directive(policy, 'connect-src')).toContain('https://api.cloudinary.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.emailjs.com');
  });

  it('gives the share viewer no outside service at all: it only shows what the link carries', () => {
    const policy = contentSecurityPolicy(custom, 'share');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('adds frame-ancestors only where a browser honours it: in the header, not the meta tag', () => {
    expect(policyDirectives(custom, 'app').map(([name]) => name)).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(custom, 'app', true)).toMatch(/frame-ancestors 'none'$/);
  });

  it('writes a _headers file with both policies and the update-critical cache rules', () => {
    const headers = staticHostHeaders(custom);
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy(custom, 'app', true)}`);
    expect(headers).toContain(`/s/*\n  Content-Security-Policy: ${contentSecurityPolicy(custom, 'share', true)}`);
    expect(headers).toMatch(/\/sw\.js\n {2}Cache-Control: no-cache/);
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});

describe('the policy of a downloaded site', () => {
  it('lets nothing run: no script source at all, no forms, no <base>', () => {
    expect(EXPORTED_SITE_POLICY).toMatch(/^default-src 'none'/);
    expect(EXPORTED_SITE_POLICY).not.toMatch(/script-src|unsafe-eval/);
    expect(EXPORTED_SITE_POLICY).toContain("form-action 'none'");
  });
});
