import { startTransition, useEffect, useState } from 'react';
import { afterFirstContent } from '../first-content';
import type { StagesRead } from './get-stages';
import { INITIAL_STAGES_STATE, type StagesListen, type StagesState } from './stages-state';

/** What a page knows before its source has loaded: nothing, or the read it painted with. */
function initialState(first: StagesRead | undefined): StagesState {
  if (!first) return INITIAL_STAGES_STATE;
  return first.kind === 'denied'
    ? { ...INITIAL_STAGES_STATE, status: 'denied' }
    : { status: 'ready', stages: first.stages, receivedAt: Date.now() };
}

/**
 * compes/{compeId}/stages for the live pages, the ticket, 結果 and the call board (stages-source):
 * one read, then the listener as `listen` says. It starts once the page's first content is on
 * screen, so a competition without stages loads nothing more before its first paint, and one with
 * stages paints its run sheet first. `first` is a read the page already painted with (the call
 * board's, started with the route): it is shown at once and not read again. The listener ends with
 * the component.
 */
export function useLiveStages(
  compeId: string | null,
  listen: StagesListen = 'always',
  first?: StagesRead,
): StagesState {
  const [state, setState] = useState<{ key: string | null; value: StagesState }>(() => ({
    key: compeId,
    value: initialState(first),
  }));
  useEffect(() => {
    if (compeId === null) return;
    let active = true;
    let stop: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) =>
      import('./stages-source').then(
        ({ subscribeStages }) => {
          if (!active) return;
          // A transition: a 256-entrant bracket is drawn without holding up a viewer's tap.
          stop = subscribeStages(
            compeId,
            (value) => startTransition(() => setState({ key: compeId, value })),
            listen,
            first,
          );
        },
        (error: unknown) => {
          console.warn(error);
          if (!active) return;
          setState({ key: compeId, value: { ...INITIAL_STAGES_STATE, status: 'error' } });
          retry = setTimeout(() => load(attempt + 1), Math.min(30_000, 2000 * 2 ** attempt));
        },
      );
    afterFirstContent(() => {
      if (active) void load(0);
    });
    return () => {
      active = false;
      clearTimeout(retry);
      stop?.();
    };
    // `first` is where the page started: a later one (it never changes) would not be news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compeId, listen]);
  return state.key === compeId ? state.value : INITIAL_STAGES_STATE;
}
