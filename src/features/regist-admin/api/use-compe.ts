import { doc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { useDocument } from '../../../lib/firebase/hooks';
import { compeSchema } from '../../../shared/schemas/compe';

/** compes/{compeId}, live: capacity, seats taken (regist.count) and the custom fields' labels. */
export function useCompe(compeId: string) {
  return useDocument(`regist-admin:compe:${compeId}`, () => doc(db(), 'compes', compeId), compeSchema);
}
