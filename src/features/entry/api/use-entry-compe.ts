import { doc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { useDocument } from '../../../lib/firebase/hooks';
import { compeSchema } from '../../../shared/schemas/compe';

/** compes/{compeId}, live: the page checks it belongs to the club and shows its title. */
export function useEntryCompe(compeId: string) {
  return useDocument(`compe:${compeId}`, () => doc(db(), 'compes', compeId), compeSchema);
}
