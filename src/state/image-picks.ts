import { create } from 'zustand';

/**
 * Pictures picked on this page and not yet kept (checked, resized, stored, queued for upload).
 * Share waits for them: a link made in that moment would leave out a picture the person just
 * chose (a pick offline, then back online before it was stored, made a link without it).
 */
export const useImagePicks = create<{ inProgress: number }>(() => ({ inProgress: 0 }));

/** Runs one pick, counted while it runs. */
export async function countedPick<T>(work: () => Promise<T>): Promise<T> {
  useImagePicks.setState((s) => ({ inProgress: s.inProgress + 1 }));
  try {
    return await work();
  } finally {
    useImagePicks.setState((s) => ({ inProgress: s.inProgress - 1 }));
  }
}
