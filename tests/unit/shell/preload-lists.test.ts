import { describe, expect, it } from 'vitest';
import { withoutPreloadOf } from '../../../vite.config';

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
