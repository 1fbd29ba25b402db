import { describe, expect, it } from 'vitest';
import { fontPreloads, withoutPreloadOf } from '../../../vite.config';

// What Vite writes at the top of a chunk with lazy imports, and each import's list of files.
const chunk = (files: string[], calls: number[][]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n` +
  calls.map((call, n) => `const s${n}=()=>x(()=>import("./s${n}.js"),__vite__mapDeps([${call.join(',')}]));`).join('\n');

/** Each import's files, by name, as the browser would load them. */
function listsOf(code: string): string[][] {
  const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)![1]) as string[];
  return [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map(([, call]) => call.split(',').filter(Boolean).map((index) => files[Number(index)]));
}

describe('the inlined app stylesheet leaves the lists of files loaded before lazy imports', () => {
  const files = ['assets/a.js', 'assets/main-X1.css', 'assets/b.js', 'assets/b.css', 'assets/c.js'];
  const code = chunk(files, [[0, 1, 2, 3], [2, 3, 4], [1], [4, 0, 1, 3]]);

  it('drops it from every list and keeps every other file of each, in order', () => {
    expect(listsOf(withoutPreloadOf(code, 'assets/main-X1.css'))).toEqual([
      ['assets/a.js', 'assets/b.js', 'assets/b.css'],
      ['assets/b.js', 'assets/b.css', 'assets/c.js'],
      [],
      ['assets/c.js', 'assets/a.js', 'assets/b.css'],
    ]);
  });

  it('leaves a chunk that does not name it, or has no lazy imports, as it was', () => {
    expect(withoutPreloadOf(code, 'assets/main-Y2.css')).toBe(code);
    expect(withoutPreloadOf('export const x = 1;', 'assets/main-X1.css')).toBe('export const x = 1;');
  });
});

describe('the fonts the app stylesheet declares are preloaded with the page', () => {
  it('finds each WOFF2 of an @font-face, minified or not, once, and nothing else the stylesheet names', () => {
    const minified = '@font-face{font-family:F;src:url(/assets/f-600-AB.woff2)format("woff2"),url(/assets/f-600-CD.woff)format("woff")}.hero{background:url(/assets/hero.webp)}';
    const readable = `@font-face {\n  font-family: G;\n  src: url("/assets/g-400-EF.woff2") format("woff2");\n}\n@font-face { src: url('/assets/f-600-AB.woff2') }`;
    expect(fontPreloads(minified)).toBe('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f-600-AB.woff2">\n    ');
    expect(fontPreloads(readable).match(/href="[^"]+"/g)).toEqual(['href="/assets/g-400-EF.woff2"', 'href="/assets/f-600-AB.woff2"']);
    expect(fontPreloads(minified + minified).match(/<link/g)).toHaveLength(1);
  });

  it('adds nothing to a stylesheet without fonts, and fails the build when it cannot find a declared font', () => {
    expect(fontPreloads('.a{color:red}')).toBe('');
    expect(() => fontPreloads('@font-face{src:url(https://fonts.example/f.woff2)}')).toThrow(/no WOFF2/);
  });
});
