import { useEffect, useState } from 'react';

/**
 * A checkbox of a live draft: it shows the person's click at once (the stored value follows a
 * write later, and a controlled checkbox would otherwise spring back), then whatever the store
 * says once that value changes: theirs, or a later one from another tab.
 */
export function useHeldToggle(stored: boolean): [boolean, (on: boolean) => void] {
  const [held, setHeld] = useState<boolean | null>(null);
  useEffect(() => setHeld(null), [stored]);
  return [held ?? stored, setHeld];
}
