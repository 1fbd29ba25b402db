import { useSyncExternalStore } from 'react';

/**
 * Narrower than the side-by-side layout (slots.css, 960px): a phone or a small tablet. There the
 * editor folds its blocks, one open at a time, and shows the preview by an Edit / Preview switch
 * instead of under everything.
 */
export const COMPACT_QUERY = '(max-width: 959px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(COMPACT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const snapshot = () => window.matchMedia(COMPACT_QUERY).matches;

export function useCompact(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
