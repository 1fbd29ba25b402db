/**
 * The welcome page's confetti (spec.md section 9: 4 seconds, 200 pieces). Imported dynamically
 * by /onboarding/complete, so canvas-confetti is in that chunk only.
 */
import confetti from 'canvas-confetti';

export const CONFETTI_DURATION_MS = 4000;
export const CONFETTI_PARTICLES = 200;
const BURST_EVERY_MS = 250;
/** Bursts fill the first 60% of the time; the last pieces fade out (ticks) before the end. */
const BURSTING_SHARE = 0.6;
const PIECE_TICKS = 90;

export interface Celebration {
  /** Resolves when the last piece has fallen and the canvas is gone. */
  done: Promise<void>;
  stop(): void;
}

/**
 * Plays bursts from both sides, `particles` pieces in all, and is over after `durationMs`, on a canvas of its
 * own (class "confetti-canvas", hidden from assistive technology) that is removed afterwards.
 */
export function celebrate({ durationMs = CONFETTI_DURATION_MS, particles = CONFETTI_PARTICLES } = {}): Celebration {
  const canvas = document.createElement('canvas');
  canvas.className = 'confetti-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '60',
  });
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: true });

  const bursts = Math.max(1, Math.round((durationMs * BURSTING_SHARE) / BURST_EVERY_MS));
  let fired = 0;
  let launched = 0;
  const colors = ['#b5452b', '#f6e4dc', '#2f6b3a', '#e0a526', '#3d4f8a'];

  const burst = () => {
    // Spread the pieces evenly; the last burst takes what is left so the total is exact.
    const count = fired === bursts - 1 ? particles - launched : Math.floor(particles / bursts);
    const left = Math.ceil(count / 2);
    const sides: Array<[number, number]> = [[left, 0.1], [count - left, 0.9]];
    for (const [pieces, x] of sides) {
      if (pieces <= 0) continue;
      void fire({ particleCount: pieces, spread: 70, startVelocity: 45, origin: { x, y: 0.7 }, angle: x < 0.5 ? 60 : 120, ticks: PIECE_TICKS, colors });
    }
    launched += count;
    fired += 1;
  };

  burst();
  const timer = window.setInterval(() => {
    if (fired >= bursts) {
      window.clearInterval(timer);
      return;
    }
    burst();
  }, BURST_EVERY_MS);

  let stopped = false;
  const cleanUp = () => {
    window.clearInterval(timer);
    fire.reset();
    canvas.remove();
  };
  const done = new Promise<void>((resolve) => {
    window.setTimeout(() => {
      if (!stopped) cleanUp();
      resolve();
    }, durationMs);
  });

  return {
    done,
    stop() {
      stopped = true;
      cleanUp();
    },
  };
}
