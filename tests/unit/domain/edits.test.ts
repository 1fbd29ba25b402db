import { describe, expect, it } from 'vitest';
import { applyEdit, applyEdits, withItemIds } from '../../../src/domain/edits';

const site = () => ({
  title: 'Fair',
  contact: { email: 'a@x.io' },
  portfolio: ['a.png', 'b.png'],
  services: [
    { id: 's1', name: 'Cut' },
    { id: 's2', name: 'Dye' },
  ],
});

describe('edits', () => {
  it('sets a field, a nested field and a place in a list of strings, without touching the rest', () => {
    const before = site();
    const after = applyEdits(before, [
      { set: 'title', value: 'Summer Fair' },
      { set: 'contact.phone', value: '123' },
      { set: 'portfolio.3', value: 'd.png' },
    ]);
    expect(after).toEqual({ ...site(), title: 'Summer Fair', contact: { email: 'a@x.io', phone: '123' }, portfolio: ['a.png', 'b.png', undefined, 'd.png'] });
    expect(before).toEqual(site()); // never mutated
  });

  it('edits a list item by its id, wherever it has moved', () => {
    const moved = applyEdit(site(), { move: 'services', at: 's2', to: 0 });
    const edited = applyEdit(moved, { set: 'services.@s2.name', value: 'Colour' });
    expect(edited.services).toEqual([
      { id: 's2', name: 'Colour' },
      { id: 's1', name: 'Cut' },
    ]);
  });

  it('an edit to an item removed meanwhile changes nothing', () => {
    const removed = applyEdit(site(), { remove: 'services', at: 's1' });
    expect(applyEdit(removed, { set: 'services.@s1.name', value: 'Trim' })).toEqual(removed);
  });

  it('adds items with a fresh id, at the end or at an index; removes and moves strings by index', () => {
    const added = applyEdits(site(), [
      { add: 'services', item: { name: 'Wash' } },
      { add: 'portfolio', item: 'z.png', index: 0 },
      { remove: 'portfolio', at: 1 },
      { move: 'portfolio', at: 1, to: 0 },
    ]);
    expect(added.services[2]).toMatchObject({ name: 'Wash', id: expect.any(String) });
    expect(added.portfolio).toEqual(['b.png', 'z.png']);
  });

  it('gives object items without an id one, and keeps the ids there are (numbers too)', () => {
    const [first, second, third] = withItemIds([{ name: 'a' }, { id: 7, name: 'b' }, 'plain']) as Array<Record<string, unknown>>;
    expect(first.id).toEqual(expect.any(String));
    expect(second.id).toBe(7);
    expect(third).toBe('plain');
  });
});
