/** The CSS text work of the download (issue 26): what is kept, and that it stays as written. */
import { describe, expect, it } from 'vitest';
import { embeddedFontFace, fontFaces, pruneCss, sameFace, splitRules, structuralSelector, styleElementText } from '../../../src/sites/export/export-css';

describe('pruneCss', () => {
  const css = `/* a comment { } */
.site{border-top:1px solid var(--site-line);content:"}{"}
.landing,.site h1{font-weight:600}
.plan-card{color:red}
@container (width>=44rem){.event-hero-inner{gap:2.5rem}.store-grid{gap:1rem}}
@media (min-width:40rem){.plan-card{color:blue}}
.site a:hover,.site-button::after{opacity:.8}
@font-face{font-family:X;src:url(x.woff2)}`;
  const present = new Set(['.site', '.site h1', '.event-hero-inner', '.site a', '.site-button']);
  const pruned = pruneCss(css, (selector) => present.has(structuralSelector(selector)));

  it('keeps the rules and selectors the page answers to, as written, shorthands with var() included', () => {
    expect(pruned).toBe(
      [
        '.site{border-top:1px solid var(--site-line);content:"}{"}',
        '.site h1{font-weight:600}',
        '@container (width>=44rem){.event-hero-inner{gap:2.5rem}}',
        '.site a:hover,.site-button::after{opacity:.8}',
        '@font-face{font-family:X;src:url(x.woff2)}',
      ].join('\n'),
    );
    expect(pruned).not.toMatch(/:\s*;/);
  });

  it('looks for the element a state or pseudo-element belongs to', () => {
    expect(structuralSelector('.a:hover')).toBe('.a');
    expect(structuralSelector('.a:focus-visible .b::before')).toBe('.a .b');
    expect(structuralSelector('.site-section:first-of-type')).toBe('.site-section:first-of-type');
    expect(structuralSelector('::selection')).toBe('*');
    expect(structuralSelector('.a > ::after')).toBe('.a > *');
  });

  it('splits top-level rules, leaving statements out', () => {
    expect(splitRules("@import 'x.css';a{b:c}").map((r) => r.prelude)).toEqual(['a']);
  });
});

describe('fonts', () => {
  const sheet = `@font-face{font-family:"DM Sans";font-style:normal;font-display:swap;font-weight:400;src:url(/assets/dm-sans-latin-400-normal-abc.woff2)format("woff2"),url(/assets/dm-sans-latin-400-normal-abc.woff)format("woff");unicode-range:U+0000-00FF}
@font-face{font-family:Fraunces;font-weight:600;src:url('/assets/fraunces.woff')format('woff')}`;

  it('reads each face with a WOFF2 file, and writes it back with the file embedded', () => {
    const faces = fontFaces(sheet);
    expect(faces).toEqual([
      { family: 'DM Sans', weight: '400', style: 'normal', url: '/assets/dm-sans-latin-400-normal-abc.woff2', rest: ['font-display:swap', 'unicode-range:U+0000-00FF'] },
    ]);
    expect(embeddedFontFace(faces[0], 'data:font/woff2;base64,AAAA')).toBe(
      '@font-face{font-family:"DM Sans";font-style:normal;font-weight:400;src:url(data:font/woff2;base64,AAAA) format("woff2");font-display:swap;unicode-range:U+0000-00FF}',
    );
    expect(sameFace(faces[0], { family: '"DM Sans"', weight: '400', style: 'normal' })).toBe(true);
    expect(sameFace(faces[0], { family: 'DM Sans', weight: '700', style: 'normal' })).toBe(false);
  });
});

it('no text can close the <style> element', () => {
  expect(styleElementText('.a{font-family:"</style><script>x()</script>"}')).toBe('.a{font-family:"\\3c /style>\\3c script>x()\\3c /script>"}');
});
