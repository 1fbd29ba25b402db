import { memo, useEffect, useRef, useState, type ReactNode } from 'react';

/** Width at which a site is laid out before being scaled down into a thumbnail. */
const THUMBNAIL_LAYOUT_WIDTH = 1100;

/**
 * Thumbnails whose site waits to be drawn, in the order their cards came. Each thumbnail is a
 * whole site's elements: drawn in the cards' own render, a dashboard of five sites built them all
 * in one task of 15-30 ms at a laptop's speed after its first paint, and Lighthouse's blocking time
 * counts such tasks four times over at a phone's speed (issue 38). Here each one is drawn in a task
 * of its own, the next once the previous one has been committed; the cards themselves come first.
 */
const waiting: Array<() => void> = [];
/** A thumbnail is drawing its site, or the next one's turn is on its way. */
let turnTaken = false;

function waitForTurn(draw: () => void): () => void {
  waiting.push(draw);
  if (!turnTaken) giveNextTurn();
  return () => {
    const index = waiting.indexOf(draw);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function giveNextTurn() {
  turnTaken = waiting.length > 0;
  if (!turnTaken) return;
  setTimeout(() => {
    const draw = waiting.shift();
    if (draw) draw();
    else giveNextTurn();
  });
}

/**
 * Whether this thumbnail's turn to draw its site came. It passes the turn on once its site is
 * committed, or when it leaves the page before that (a card deleted, another page of cards).
 */
function useTurnToDraw(): boolean {
  const [drawn, setDrawn] = useState(false);
  const turn = useRef<'waiting' | 'given' | 'passed'>('waiting');
  useEffect(() => {
    const leaveQueue = waitForTurn(() => {
      turn.current = 'given';
      setDrawn(true);
    });
    return () => {
      leaveQueue();
      passTurn(turn);
    };
  }, []);
  useEffect(() => {
    if (drawn) passTurn(turn);
  }, [drawn]);
  return drawn;
}

function passTurn(turn: { current: 'waiting' | 'given' | 'passed' }) {
  if (turn.current !== 'given') return;
  turn.current = 'passed';
  giveNextTurn();
}

/**
 * A scaled-down, non-interactive rendering: laid out at desktop width and shrunk with a CSS
 * transform to the frame's width. Hidden from assistive technology and inert (no focus, no
 * clicks), since the card around it names the site and offers the real actions.
 */
export const SiteThumbnail = memo(function SiteThumbnail({
  children,
  height,
  layoutWidth = THUMBNAIL_LAYOUT_WIDTH,
  layoutHeight = 700,
  className = '',
}: {
  children: ReactNode;
  /** A fixed frame height in px; without it the frame keeps the layout's proportions. */
  height?: number;
  layoutWidth?: number;
  layoutHeight?: number;
  className?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  const drawn = useTurnToDraw();

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      if (width > 0) setScale(width / layoutWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layoutWidth]);
  const frameHeight = height ?? Math.round(layoutHeight * scale);
  return (
    <div ref={frame} className={`site-thumbnail ${className}`} style={{ height: frameHeight }} aria-hidden="true" inert>
      <div
        className="site-thumbnail-inner"
        style={{ width: layoutWidth, minHeight: Math.ceil(frameHeight / scale), transform: `scale(${scale})` }}
      >
        {drawn && children}
      </div>
    </div>
  );
});
