import { describe, expect, it } from 'vitest';
import { mailtoUrl, safeUrl, telUrl } from '../../src/domain/safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
    ['tel:+15550100', 'tel:+15550100'],
    ['  https://example.com  ', 'https://example.com/'],
    ['example.com/shop', 'https://example.com/shop'],
  ])('keeps the link %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    '//evil.example/x',
    '',
    'not a url at all',
  ])('refuses the link %j', (input) => {
    expect(safeUrl(input)).toBeUndefined();
  });

  it('allows raster data URLs for images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeUrl(png, 'image')).toBe(png);
    expect(safeUrl(png, 'link')).toBeUndefined();
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBeUndefined();
    expect(safeUrl('data:image/png;base64,"><script>', 'image')).toBeUndefined();
    expect(safeUrl('mailto:a@b.co', 'image')).toBeUndefined();
    expect(safeUrl('https://res.cloudinary.com/x.png', 'image')).toBe('https://res.cloudinary.com/x.png');
  });

  it('refuses what is not a string', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
    expect(safeUrl({ href: 'https://x.y' })).toBeUndefined();
  });

  it('builds mailto and tel links from typed contact details', () => {
    expect(mailtoUrl(' ana@example.com ')).toBe('mailto:ana@example.com');
    expect(mailtoUrl('javascript:alert(1)//@x.y')).toBeUndefined();
    expect(mailtoUrl(null)).toBeUndefined();
    expect(telUrl('+1 (555) 010-2030')).toBe('tel:+15550102030');
    expect(telUrl('call me')).toBeUndefined();
  });
});
