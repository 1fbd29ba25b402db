/** The longest `afterNextPaint` waits: a hidden tab paints no frames. */
const PAINT_WAIT_MAX_MS = 100;

/**
 * Resolves once the next frame is painted (the task after its animation frame), or after
 * PAINT_WAIT_MAX_MS where none comes. For work that must not hold back what is on its way to the
 * screen: storage's start-up, and a screen's code, beside a data page's first paint (main.tsx,
 * RequireUser).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
    const fallback = setTimeout(resolve, PAINT_WAIT_MAX_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** The longest `afterFontsLoaded` waits: a font that never comes must not hold storage back. */
const FONTS_WAIT_MAX_MS = 1000;

/** Resolves once the fonts the page has asked for are loaded (document.fonts.ready), at most after FONTS_WAIT_MAX_MS. */
export function afterFontsLoaded(): Promise<void> {
  const fonts = typeof document !== 'undefined' ? document.fonts?.ready : undefined;
  if (!fonts) return Promise.resolve();
  return Promise.race([fonts.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, FONTS_WAIT_MAX_MS))]);
}
