/** The outbox's idea of "now"; tests move it by hand instead of faking global timers (Dexie needs real ones). */
let source: () => number = () => Date.now();

export const now = (): number => source();

export function setClockForTests(clock: (() => number) | null): void {
  source = clock ?? (() => Date.now());
}
