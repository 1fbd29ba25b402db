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
