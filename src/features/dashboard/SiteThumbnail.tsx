import { memo, useEffect, useRef, useState, type ReactNode } from 'react';

/** Width at which a site is laid out before being scaled down into a thumbnail. */
const THUMBNAIL_LAYOUT_WIDTH = 1100;

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
        {children}
      </div>
    </div>
  );
});
