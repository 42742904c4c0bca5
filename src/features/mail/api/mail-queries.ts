import { useEntries } from '@/lib/db/entries/use-entries';
import { useRegistsByNumber } from '@/lib/db/regists/use-regists';

/**
 * The competition's registrations and entries, live, while composing: the recipient count and the
 * preview come from them (the function selects from the same documents when it sends).
 */
export function useAudienceSource(compeId: string | null) {
  const regists = useRegistsByNumber(compeId);
  const entries = useEntries(compeId);
  return { regists, entries };
}
