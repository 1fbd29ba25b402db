import { notifyError } from '../state/notices';
import { SiteLimitError } from '../storage/errors';

/**
 * Says why saving failed: the plan's site limit (with the way to /billing), or the screen's own
 * words for anything else. Nothing the person typed is dropped by either.
 */
export function reportSaveProblem(error: unknown, fallback: string): void {
  if (error instanceof SiteLimitError) {
    notifyError(error.message, { label: 'See plans', run: () => window.location.assign('/billing') });
    return;
  }
  notifyError(fallback);
}
