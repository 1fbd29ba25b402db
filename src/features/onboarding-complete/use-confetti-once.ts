import { useEffect, useState } from 'react';
import { hasSeenConfetti, markConfettiShown } from '../../storage/flags';

/** What the confetti did on this visit (data-confetti on the page: for people reading the DOM, and tests). */
export type ConfettiState = 'checking' | 'playing' | 'played' | 'seen' | 'reduced-motion' | 'failed';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface Run {
  state: ConfettiState;
  listeners: Set<(state: ConfettiState) => void>;
  stop?: () => void;
  pendingStop?: ReturnType<typeof setTimeout>;
}

// One run per user per page load, shared by every mount (React StrictMode mounts twice in dev).
const runs = new Map<string, Run>();

function set(run: Run, state: ConfettiState) {
  run.state = state;
  for (const listener of run.listeners) listener(state);
}

function start(email: string): Run {
  const existing = runs.get(email);
  if (existing) return existing;
  const run: Run = { state: 'checking', listeners: new Set() };
  runs.set(email, run);
  void (async () => {
    try {
      if (await hasSeenConfetti(email)) return set(run, 'seen');
      // Marked first: a reload in the middle of the animation does not play it again.
      await markConfettiShown(email);
      if (prefersReducedMotion()) return set(run, 'reduced-motion');
      const { celebrate } = await import('../../services/confetti');
      const celebration = celebrate();
      run.stop = celebration.stop;
      set(run, 'playing');
      await celebration.done;
      set(run, 'played');
    } catch (error) {
      console.error('Brick: the welcome confetti could not play', error);
      set(run, 'failed');
    }
  })();
  return run;
}

/**
 * Plays the welcome confetti the first time this user arrives (spec.md section 4: once per user,
 * tracked by the per-user flag). With prefers-reduced-motion it does not animate but still counts.
 */
export function useConfettiOnce(email: string): ConfettiState {
  const [state, setState] = useState<ConfettiState>(() => runs.get(email)?.state ?? 'checking');
  useEffect(() => {
    const run = start(email);
    if (run.pendingStop) clearTimeout(run.pendingStop);
    run.listeners.add(setState);
    setState(run.state);
    return () => {
      run.listeners.delete(setState);
      // Leaving the page stops the animation; a StrictMode re-mount cancels this first.
      run.pendingStop = setTimeout(() => {
        if (run.listeners.size === 0) run.stop?.();
      }, 0);
    };
  }, [email]);
  return state;
}
