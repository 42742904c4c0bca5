import { startTransition, useEffect, useState } from 'react';
import { afterFirstContent } from '../first-content';
import { INITIAL_STAGES_STATE, type StagesState } from './stages-state';

/**
 * compes/{compeId}/stages, live (stages-source), for the live pages and the ticket. It starts once
 * the page's first content is on screen, so a competition without stages loads nothing more before
 * its first paint, and one with stages paints its run sheet first. The listener ends with the
 * component.
 */
export function useLiveStages(compeId: string | null): StagesState {
  const [state, setState] = useState<{ key: string | null; value: StagesState }>({
    key: compeId,
    value: INITIAL_STAGES_STATE,
  });
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
          stop = subscribeStages(compeId, (value) =>
            startTransition(() => setState({ key: compeId, value })),
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
  }, [compeId]);
  return state.key === compeId ? state.value : INITIAL_STAGES_STATE;
}
