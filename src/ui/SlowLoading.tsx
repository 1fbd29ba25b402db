import { useEffect, useState } from 'react';

/** A loading state that appears only when something is actually slow (design.md). */
export function SlowLoading({ label = 'Loading…', delayMs = 400 }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <p className="muted" role="status">{label}</p> : null;
}
