import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEdit, applyEdits, isTextSet, listEdits, pictureSet, placeShown, valueAt, withItemIds } from '../../../src/domain/edits';

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

  it('init sets a field only where nothing is stored yet (a list started from its defaults once)', () => {
    expect(applyEdit({}, { init: 'gallery', value: ['a'] })).toEqual({ gallery: ['a'] });
    expect(applyEdit({ gallery: ['a', 'b'] }, { init: 'gallery', value: ['a'] })).toEqual({ gallery: ['a', 'b'] });
  });

  it("a picture's hosted address goes only where its data URL still is: a Remove or another picture stored meanwhile stands", () => {
    const record = { logo: 'data:a', portfolio: ['data:a', 'data:b'] };
    expect(applyEdit(record, pictureSet('logo', 'https://h/a.png', 'data:a')).logo).toBe('https://h/a.png');
    expect(applyEdit(record, pictureSet('portfolio.1', 'https://h/b.png', 'data:b')).portfolio).toEqual(['data:a', 'https://h/b.png']);
    const removed = applyEdit(record, pictureSet('logo', null));
    expect(removed.logo).toBe('');
    expect(applyEdit(removed, pictureSet('logo', 'https://h/a.png', 'data:a'))).toBe(removed);
    // A list kept by place whose picture was removed: the place now holds another picture, or none.
    const shorter = applyEdit(record, { remove: 'portfolio', at: 0 });
    expect(applyEdit(shorter, pictureSet('portfolio.0', 'https://h/a.png', 'data:a'))).toBe(shorter);
    expect(applyEdit(shorter, pictureSet('portfolio.1', 'https://h/b.png', 'data:b'))).toBe(shorter);
    // Not typing: the journal that replays unsaved text after a reload keeps only unconditional sets.
    expect(isTextSet(pictureSet('logo', 'https://h/a.png', 'data:a'))).toBe(false);
    expect(isTextSet(pictureSet('logo', null))).toBe(true);
  });

  it('a removal by place removes the item it showed: where another removal or a move came first, where it is now, else nothing', () => {
    const record = { gallery: ['a.png', 'b.png', 'c.png'] };
    const removal = (at: number, shown: string[] = record.gallery) => ({ remove: 'gallery', at, shown: placeShown(shown, at) });
    // Two tabs (or a second press before the list showed again) each remove place 0 of the three shown.
    const once = applyEdit(record, removal(0));
    expect(once.gallery).toEqual(['b.png', 'c.png']);
    expect(applyEdit(once, removal(0))).toBe(once);
    // Shown as it is now: it goes. A list that grew (an addition at its end) moved no place.
    expect(applyEdit(once, removal(0, once.gallery)).gallery).toEqual(['c.png']);
    expect(applyEdit({ gallery: [...record.gallery, 'd.png'] }, removal(1)).gallery).toEqual(['a.png', 'c.png', 'd.png']);
    // Another tab removed 'a.png' first: the removal of 'c.png' (place 2 of three) removes 'c.png'.
    expect(applyEdit(once, removal(2)).gallery).toEqual(['b.png']);
    // Moved meanwhile: it follows the picture.
    expect(applyEdit({ gallery: ['c.png', 'a.png', 'b.png'] }, removal(2)).gallery).toEqual(['a.png', 'b.png']);
    // Its hosted address replaced the picture in its place: the place is still the picture's.
    expect(applyEdit({ gallery: ['a.png', 'b.png', 'https://h/c.png'] }, removal(2)).gallery).toEqual(['a.png', 'b.png']);
  });

  it('a move by place moves the item it showed, as far as it was meant to, from where it is now', () => {
    const up = (shown: string[], at: number) => ({ move: 'services', at, to: at - 1, shown: placeShown(shown, at) });
    const shown = ['Design', 'Print', 'Framing'];
    expect(applyEdit({ services: shown }, up(shown, 2)).services).toEqual(['Design', 'Framing', 'Print']);
    // Another tab removed 'Design' first: 'Framing' still goes above 'Print'.
    expect(applyEdit({ services: ['Print', 'Framing'] }, up(shown, 2)).services).toEqual(['Framing', 'Print']);
    // Removed itself meanwhile: nothing moves.
    const gone = { services: ['Design', 'Print'] };
    expect(applyEdit(gone, up(shown, 2))).toBe(gone);
  });

  it('text typed into an item kept by place goes into that item where another tab removed or moved one before it', () => {
    const services = ['Design', 'Print', 'Framing'];
    // Typing 'Framing' → 'Framing!' into place 2 of the three shown.
    const typed = (place: number, shown = services) => ({ set: `services.${place}`, value: `${shown[place]}!`, shown: placeShown(shown, place) });
    expect(applyEdit({ services }, typed(2)).services).toEqual(['Design', 'Print', 'Framing!']);
    // Another tab removed 'Design' first: 'Framing' is at place 1 now, and 'Print' keeps its text.
    expect(applyEdit({ services: ['Print', 'Framing'] }, typed(2)).services).toEqual(['Print', 'Framing!']);
    // Moved: 'Framing' went to the top.
    expect(applyEdit({ services: ['Framing', 'Design', 'Print'] }, typed(2)).services).toEqual(['Framing!', 'Design', 'Print']);
    // Removed itself: nothing takes its text.
    const gone = { services: ['Design', 'Print'] };
    expect(applyEdit(gone, typed(2))).toBe(gone);
    // Another tab typed into it: the later text wins.
    expect(applyEdit({ services: ['Design', 'Print', 'Framed'] }, typed(2)).services).toEqual(['Design', 'Print', 'Framing!']);
    // An addition at the end moved nothing.
    expect(applyEdit({ services: [...services, 'Hanging'] }, typed(2)).services).toEqual(['Design', 'Print', 'Framing!', 'Hanging']);
  });

  it('with equal items, the one shown is told from the others by how many equal ones came before it, and nothing is changed where that cannot tell', () => {
    const twins = ['', 'Print', ''];
    const typed = (place: number) => ({ set: `services.${place}`, value: 'Framing', shown: placeShown(twins, place) });
    // The second empty service typed into after 'Print' moved up: still the second one.
    expect(applyEdit({ services: ['', '', 'Print'] }, typed(2)).services).toEqual(['', 'Framing', 'Print']);
    // Another tab typed into the same one first: the later text wins, and the first stays empty.
    expect(applyEdit({ services: ['', 'Print', 'Fra'] }, typed(2)).services).toEqual(['', 'Print', 'Framing']);
    // Two tabs removing the same one: it goes once.
    const removal = { remove: 'services', at: 2, shown: placeShown(twins, 2) };
    const once = applyEdit({ services: twins }, removal);
    expect(once.services).toEqual(['', 'Print']);
    expect(applyEdit(once, removal)).toBe(once);
    // An equal item removed, this one or the other: which, the list cannot tell, so nothing is changed.
    const either = { services: ['Print', ''] };
    expect(applyEdit(either, typed(2))).toBe(either);
  });

  it('gives object items without an id one, and keeps the ids there are (numbers too)', () => {
    const [first, second, third] = withItemIds([{ name: 'a' }, { id: 7, name: 'b' }, 'plain']) as Array<Record<string, unknown>>;
    expect(first.id).toEqual(expect.any(String));
    expect(second.id).toBe(7);
    expect(third).toBe('plain');
  });
});

describe('listEdits (the slot editor sends these, not its list)', () => {
  const a = { id: 'a', text: 'one' };
  const b = { id: 'b', text: 'two' };
  const c = { id: 'c', text: 'three' };

  it('names each changed field, added and removed item, and a new order', () => {
    expect(listEdits('blocks', [a, b], [a, { ...b, text: 'TWO' }])).toEqual([{ set: 'blocks.@b.text', value: 'TWO' }]);
    expect(listEdits('blocks', [a, b], [a, b, c])).toEqual([{ add: 'blocks', item: c, index: 2 }]);
    expect(listEdits('blocks', [a, b, c], [a, c])).toEqual([{ remove: 'blocks', at: 'b' }]);
    expect(applyEdits({ blocks: [a, b, c] }, listEdits('blocks', [a, b, c], [c, a, b])).blocks).toEqual([c, a, b]);
  });

  it("applied to what another tab stored meanwhile, keeps that tab's change to another block", () => {
    const mine = listEdits('blocks', [a, b], [{ ...a, text: 'ONE' }, b]);
    const theirs = { blocks: [a, { ...b, text: 'TWO' }] };
    expect(applyEdits(theirs, mine).blocks).toEqual([{ ...a, text: 'ONE' }, { ...b, text: 'TWO' }]);
  });

  it('turns any list into any other made of its items, changed, moved, removed or new (fast-check)', () => {
    const item = fc.record({ id: fc.uuid(), text: fc.string({ maxLength: 4 }) });
    const change = fc.record({ text: fc.option(fc.string({ maxLength: 4 })), keep: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 8 }), fc.array(change, { maxLength: 8 }), fc.boolean(), fc.array(item, { maxLength: 2 }), (before, changes, shuffle, added) => {
        let after = before
          .map((it, i) => (changes[i]?.text != null ? { ...it, text: changes[i].text } : it))
          .filter((_, i) => changes[i]?.keep !== false || !shuffle);
        if (shuffle) after = [...after].reverse();
        after = [...after, ...added.filter((a) => !before.some((b) => b.id === a.id))];
        expect(applyEdits({ blocks: before }, listEdits('blocks', before, after)).blocks).toEqual(after);
      }),
    );
  });

  it('reads a path with item ids', () => {
    expect(valueAt({ blocks: [a, b] }, 'blocks.@b.text')).toBe('two');
    expect(valueAt({ blocks: [a, b] }, 'blocks.@zz.text')).toBeUndefined();
  });
});
