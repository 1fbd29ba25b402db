import { useEffect, useRef } from 'react';

export type Move = 'up' | 'down';

type Pending = { before: readonly unknown[] } & ({ segment: string; which: Move } | { removed: number });

/**
 * Keeps the keyboard's place in a list whose items are moved or removed by their own buttons. Once
 * the stored list comes back, React has moved or dropped the item's row, and the focus would fall
 * to the page with it (a keyboard or screen reader then starts again from the top):
 * - after a move, the moved item's same button has the focus, or its twin when the item reached an
 *   end and that button is now disabled (buttons marked `data-move="<item>:up|down"`);
 * - after a removal, the Remove button of the item now in the removed one's place (the next item),
 *   else of the last item, else the list's add control. Each item's element is marked
 *   `data-list-item`, its Remove `data-removes` (the last one in the item: a picture field inside
 *   an item has a Remove of its own, before the item's), the add control `data-adds`. Only when
 *   the focus went with the row: where a row stays in its place showing the next item, or the
 *   person has gone on elsewhere, the focus is where it should be.
 */
export function useKeptFocus<E extends HTMLElement>(items: readonly unknown[]) {
  const ref = useRef<E>(null);
  const pending = useRef<Pending | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    const list = ref.current;
    if (!wanted || wanted.before === items || !list) return;
    // A removal waits for the list that is one shorter: a render in between (a notice, a field
    // saved) can bring the same items anew.
    if ('removed' in wanted && items.length >= wanted.before.length) return;
    pending.current = null;
    const target = 'removed' in wanted ? placeOfRemoved(list, wanted.removed) : movedButton(list, wanted.segment, wanted.which);
    target?.focus();
  }, [items]);
  return {
    ref,
    keepFocusOnMove: (segment: string, which: Move) => {
      pending.current = { before: items, segment, which };
    },
    keepFocusOnRemove: (index: number) => {
      pending.current = { before: items, removed: index };
    },
  };
}

function movedButton(list: HTMLElement, segment: string, which: Move): HTMLButtonElement | undefined {
  const button = (way: Move) => [...list.querySelectorAll<HTMLButtonElement>('[data-move]')].find((b) => b.dataset.move === `${segment}:${way}`);
  const target = button(which);
  return target && !target.disabled ? target : button(which === 'up' ? 'down' : 'up');
}

function placeOfRemoved(list: HTMLElement, index: number): HTMLElement | undefined {
  const focused = document.activeElement;
  if (focused && focused !== document.body) return undefined;
  const items = list.querySelectorAll<HTMLElement>('[data-list-item]');
  const item = items[Math.min(index, items.length - 1)];
  const removes = item ? [...item.querySelectorAll<HTMLElement>('[data-removes]')] : [];
  return removes.at(-1) ?? list.querySelector<HTMLElement>('[data-adds]') ?? undefined;
}
