import { describe, expect, it } from 'vitest';
import { followKeys } from '../../../src/ui/place-keys';

const before = ['Design', 'Print', 'Framing'];
const keys = ['k0', 'k1', 'k2'];
const follow = (after: string[], from = before, fromKeys = keys) => {
  let made = 0;
  return followKeys(from, fromKeys, after, () => `new${(made += 1)}`);
};

describe('followKeys: keys of items kept by place follow their items', () => {
  it('keeps every key where nothing moved, and where an item was typed into', () => {
    expect(follow(before)).toEqual(keys);
    expect(follow(['Design', 'Print', 'Framing!'])).toEqual(keys);
  });

  it('follows the items when one before them was removed, also while one of them was typed into', () => {
    expect(follow(['Print', 'Framing'])).toEqual(['k1', 'k2']);
    expect(follow(['Print', 'Framing!'])).toEqual(['k1', 'k2']);
    expect(follow(['Design', 'Framing!'])).toEqual(['k0', 'k2']);
  });

  it('follows a moved item', () => {
    expect(follow(['Framing', 'Design', 'Print'])).toEqual(['k2', 'k0', 'k1']);
  });

  it('gives an added item a new key, and equal items keys of their own', () => {
    expect(follow([...before, 'Hanging'])).toEqual([...keys, 'new1']);
    expect(follow(['a', 'b'], ['a', 'a', 'b'])).toEqual(['k0', 'k2']);
    expect(follow(['', ''], [''], ['k0'])).toEqual(['k0', 'new1']);
    expect(new Set(follow(['x', 'y'], [], []))).toEqual(new Set(['new1', 'new2']));
  });
});
