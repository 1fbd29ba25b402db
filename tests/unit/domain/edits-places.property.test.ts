/**
 * Two tabs (or devices) each change a list kept by place (a business's services, a gallery) as
 * both showed it: typing into an item, removing one, moving one up. In either order, each change
 * reaches the item its tab showed, and no other: the same end as changes made to the items
 * themselves. Where items are equal (two empty services) the list cannot tell them apart: a
 * change may reach an equal item, or stand down.
 * The seed is printed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyEdit, itemMove, itemRemoval, placeShown, type Edit } from '../../../src/domain/edits';

const seed = Number(process.env.BRICK_SEED ?? Date.now() % 2 ** 31);
console.log(`edits-places property: seed ${seed} (BRICK_SEED=${seed} replays it)`);

type Change = { kind: 'type' | 'remove' | 'up'; place: number };
type Item = { id: number; value: string };

/** The edit a tab sends for `change`, from the list it shows. */
function editOf(change: Change, shown: readonly string[]): Edit {
  const { kind, place } = change;
  if (kind === 'remove') return itemRemoval('list', shown, place);
  if (kind === 'up') return itemMove('list', shown, place, place - 1);
  return { set: `list.${place}`, value: `${shown[place]}!`, shown: placeShown(shown, place) };
}

/** The same change made to the item itself (by identity): what a person means. */
function meant(items: Item[], change: Change, target: number): Item[] {
  const index = items.findIndex((item) => item.id === target);
  if (index < 0) return items; // removed by the other tab: nothing left to change
  const next = [...items];
  if (change.kind === 'remove') next.splice(index, 1);
  else if (change.kind === 'type') next[index] = { ...next[index], value: `${next[index].value.replace(/!$/, '')}!` };
  else if (index > 0) next.splice(index - 1, 0, ...next.splice(index, 1));
  return next;
}

/** A list as both tabs showed it, and each tab's change to it. */
const scenario = (values: fc.Arbitrary<string[]>) =>
  values.chain((shown) => {
    const change = fc.record({ kind: fc.constantFrom<Change['kind']>('type', 'remove', 'up'), place: fc.nat({ max: shown.length - 1 }) }).filter((c) => c.kind !== 'up' || c.place > 0);
    return fc.tuple(fc.constant(shown), change, change);
  });
const NAMES = ['Design', 'Print', 'Framing', 'Hanging', 'Restoring'];

/** The list stored after both edits, and what the changes meant (the second alone standing down too). */
function outcome([shown, first, second]: [string[], Change, Change]) {
  const items = shown.map((value, id) => ({ id, value }));
  const stored = [editOf(first, shown), editOf(second, shown)].reduce<{ list: string[] }>((record, edit) => applyEdit(record, edit), { list: shown }).list;
  const afterFirst = meant(items, first, first.place);
  const values = (list: Item[]) => list.map((item) => item.value);
  return { stored, meant: values(meant(afterFirst, second, second.place)), secondStoodDown: values(afterFirst) };
}

const sorted = (list: string[]) => [...list].sort();

describe('edits of a list kept by place, two tabs at once', () => {
  it('each change reaches the item its tab showed, in either order (items that differ)', () => {
    fc.assert(
      fc.property(scenario(fc.shuffledSubarray(NAMES, { minLength: 1 })), (race) => {
        const { stored, meant } = outcome(race);
        expect(stored).toEqual(meant);
      }),
      { seed, numRuns: 2000 },
    );
  });

  it('with equal items, no item but an equal one takes a change, and a change that cannot tell which stands down', () => {
    fc.assert(
      fc.property(scenario(fc.array(fc.constantFrom('', 'Print', 'Framing'), { minLength: 1, maxLength: 5 })), (race) => {
        const { stored, meant, secondStoodDown } = outcome(race);
        expect([sorted(meant), sorted(secondStoodDown)]).toContainEqual(sorted(stored));
      }),
      { seed, numRuns: 2000 },
    );
  });
});
