import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createAnnouncer } from './sound';

/** Where the board remembers 音声 オン / オフ on this device. */
export const SOUND_KEY = 'compe.callBoard.sound';

function readSound(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The call board's sound: the announcer (sound.ts), the switch remembered on the device, and the
 * first tap or key press anywhere on the page, which lets the browser make sound (its autoplay rule).
 */
export function useCallSound() {
  const [announcer] = useState(() => createAnnouncer(window));
  const [on, setOn] = useState(readSound);
  // What the browser allows, as one comparable value for React (it changes on a gesture, a voice list).
  const state = useSyncExternalStore(
    announcer.onChange,
    () => `${announcer.unlocked ? 1 : 0}${announcer.canChime ? 1 : 0}${announcer.hasVoice ? 1 : 0}`,
  );
  const [unlocked, canChime, hasVoice] = [...state].map((flag) => flag === '1');

  useEffect(() => () => announcer.cancel(), [announcer]);

  useEffect(() => {
    if (unlocked) return;
    const unlock = () => void announcer.unlock();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, [announcer, unlocked]);

  const toggle = useCallback(() => {
    const next = !on;
    try {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
    } catch {
      // Not remembered (private browsing): it still holds for this visit.
    }
    if (!next) announcer.cancel();
    setOn(next);
  }, [announcer, on]);

  const announce = useCallback(
    (texts: readonly string[]) => {
      if (on && announcer.unlocked) announcer.announce(texts);
    },
    [announcer, on],
  );
  const unlock = useCallback(() => void announcer.unlock(), [announcer]);

  return { on, toggle, announce, unlock, unlocked, canChime, hasVoice };
}
