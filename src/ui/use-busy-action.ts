import { useState } from 'react';
import { notifyError } from '../state/notices';

/**
 * A button's action that may fail (publish, unpublish, restore): while it runs the button is busy
 * (disabled, so a second press does not run it twice); a failure is logged and said in the words
 * given, and nothing the person made is touched.
 */
export function useBusyAction(): [busy: boolean, run: (action: () => Promise<unknown>, failure: string) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, failure: string) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error(`Brick: ${failure}`, error);
      notifyError(failure);
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
