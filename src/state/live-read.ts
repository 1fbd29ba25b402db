import { useEffect, useState } from 'react';
import { afterScreenPainted } from './screen-shown';

/** What Dexie's liveQuery returns, as far as a screen needs it. */
export interface LiveObservable<T> {
  subscribe(observer: { next(value: T): void; error(error: unknown): void }): { unsubscribe(): void };
}

interface Answer<T> {
  key: string;
  value?: T;
  error?: Error;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(`The read failed: ${String(error)}`));

/**
 * A read that follows every change in storage (a liveQuery), whose code (storage's, Dexie's) is
 * fetched once the screen has painted (afterScreenPainted), not before the screen's own code: so
 * the screen paints before storage's code has arrived (issue 38). Until its first answer it
 * returns `first`: what the localStorage mirror says (src/storage/mirror-read.ts), or undefined
 * while nothing is known.
 * `key` names what `open` reads: a new key starts over. A failed read throws to the error boundary.
 */
export function useLiveRead<T>(key: string, open: () => Promise<LiveObservable<T>>, first?: NoInfer<T>): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>({ key });
  useEffect(() => {
    let live = true;
    let subscription: { unsubscribe(): void } | undefined;
    afterScreenPainted().then(open).then(
      (observable) => {
        if (!live) return;
        subscription = observable.subscribe({
          next: (value) => setAnswer({ key, value }),
          error: (error) => setAnswer({ key, error: asError(error) }),
        });
      },
      (error: unknown) => live && setAnswer({ key, error: asError(error) }),
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says what `open` reads
  }, [key]);
  if (answer.key !== key) return first;
  if (answer.error) throw answer.error;
  return 'value' in answer ? answer.value : first;
}

