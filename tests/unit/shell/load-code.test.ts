import { describe, expect, it } from 'vitest';
import { failedScriptOf } from '../../../src/state/load-code';

// The chunk fetched again after a failed dynamic import: the engines' messages name the script.
describe('failedScriptOf', () => {
  const here = window.location.origin;

  it("reads the script from Chromium's and Firefox's messages", () => {
    expect(failedScriptOf(new TypeError(`Failed to fetch dynamically imported module: ${here}/assets/persist-blocks-B_BRZwhg.js`))).toBe(
      `${here}/assets/persist-blocks-B_BRZwhg.js`,
    );
    expect(failedScriptOf(new TypeError(`error loading dynamically imported module: ${here}/assets/slot-reads-x1.js`))).toBe(`${here}/assets/slot-reads-x1.js`);
  });

  it('names nothing for another origin, a message without an address, or what is not an error', () => {
    expect(failedScriptOf(new TypeError('Failed to fetch dynamically imported module: https://elsewhere.example/assets/a.js'))).toBeUndefined();
    expect(failedScriptOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedScriptOf('Failed to fetch dynamically imported module: /assets/a.js')).toBeUndefined();
  });
});
