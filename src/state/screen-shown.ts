/**
 * When a route's screen first rendered with its code (src/ui/lazy-screen.tsx says so), and then
 * painted in its fonts. Storage's code (Dexie, the schemas, the start-up import: most of the CPU
 * before a phone's first content) waits for that: a data page paints what it can from the mirror
 * first (issue 38). Screens that cannot render before storage answers (the guarded ones) start it
 * themselves.
 */
import { afterFontsLoaded, afterNextPaint } from './after-paint';

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

export function markScreenShown(): void {
  markShown();
}

/**
 * The longest storage waits for a screen: a page whose screen never comes (its code failed to
 * load) still starts it. Generous: on a slow phone network a screen's code takes seconds, and
 * storage's code would only slow it down further.
 */
const SCREEN_WAIT_MAX_MS = 5000;

export function screenShown(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, SCREEN_WAIT_MAX_MS))]);
}

let painted: Promise<void> | null = null;

/**
 * Resolves once the first screen has rendered, painted and its fonts are in (a heading shown in
 * its fallback font is painted again in its own, and that is the page's largest contentful
 * paint); at once after that. Storage's start (main.tsx), a screen's live reads (useLiveRead) and
 * the buttons that read storage wait for it.
 */
export function afterScreenPainted(): Promise<void> {
  return (painted ??= screenShown().then(afterNextPaint).then(afterFontsLoaded));
}
