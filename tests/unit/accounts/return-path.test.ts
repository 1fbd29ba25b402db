import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '../../../src/domain/return-path';

describe('the return address after logging in (issue 23, item 3)', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeReturnPath('/event/layout2?id=17')).toBe('/event/layout2?id=17');
    expect(safeReturnPath('/builder/blog')).toBe('/builder/blog');
    expect(withReturnPath('/login', '/blog/slot1?x=1')).toBe('/login?next=%2Fblog%2Fslot1%3Fx%3D1');
  });

  it('ignores anything that could leave the app', () => {
    for (const bad of ['//evil.example', '//evil.example/path', 'https://evil.example', 'http:/evil.example', '/\\evil.example',
      '/\\/evil.example', '\\\\evil.example', 'javascript:alert(1)', ' /x', '/\tx', '/x\ny', '', 'dashboard', null, undefined]) {
      expect(safeReturnPath(bad as string), String(bad)).toBeNull();
    }
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
  });
});
