import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a focused field shows the stored value again. */
export const TYPING_PAUSE_MS = 800;

/**
 * A text field of a live record (issue 22): while the person types, it shows what they type (the
 * stored value trails each keystroke by a write, and another tab's change must not move their
 * caret); once they pause or leave the field, it shows the stored value again, which by then is
 * theirs, or a later one from another tab. `save` gets each new text and the text it replaces.
 */
export function useTypedText(stored: string, save: (text: string, before: string) => void) {
  const [typed, setTyped] = useState<string | null>(null);
  const paused = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(stored);
  latest.current = stored;

  /** The stored value when the last key was typed. */
  const storedAtLastKey = useRef(stored);

  const settle = () => {
    paused.current = true;
    // Keep the typed text only while the store still holds what it held at the last keystroke
    // (that write is under way: the change of the stored value will end it). A stored value that
    // changed since is theirs, or a later one from another tab: show it.
    setTyped((current) => (current === null || latest.current !== storedAtLastKey.current || current === latest.current ? null : current));
  };

  useEffect(() => {
    // After a pause, whatever the store says next is what the field shows.
    if (paused.current) setTyped(null);
  }, [stored]);

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  return {
    value: typed ?? stored,
    onType(text: string) {
      const before = typed ?? stored;
      paused.current = false;
      storedAtLastKey.current = stored;
      setTyped(text);
      save(text, before);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(settle, TYPING_PAUSE_MS);
    },
    onBlur: settle,
  };
}
