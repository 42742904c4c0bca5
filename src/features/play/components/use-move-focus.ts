import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place in a list whose items move: buttons register under a key
 * (`ref(key)`), and `focusAfter(key, fallback)` focuses that button once the list is drawn again —
 * or `fallback` when it is now disabled (an item moved to the top cannot go further up) or gone.
 * Without it the focus would stay at the old place, on another item, or drop to the page. The
 * change that asked for it (a move, a removal) draws the list again, which runs the effect.
 */
export function useMoveFocus() {
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const pending = useRef<{ key: string; fallback: string } | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const { key, fallback } = pending.current;
    pending.current = null;
    const target = buttons.current.get(key);
    const element = target && !target.disabled ? target : buttons.current.get(fallback);
    element?.focus();
  });
  const ref = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );
  const focusAfter = useCallback((key: string, fallback = key) => {
    pending.current = { key, fallback };
  }, []);
  return { ref, focusAfter };
}
