import { doc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { useDocument } from '../../../lib/firebase/hooks';
import { compeSchema } from '../../../shared/schemas/compe';

/** compes/{compeId}, live: its start time times the sheet, and its live.notice goes on the board. */
export function useRunSheetCompe(compeId: string) {
  return useDocument(`compe:${compeId}`, () => doc(db(), 'compes', compeId), compeSchema);
}
