import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import { compeSchema } from '@/shared/schemas/compe';
import { compeRef } from './refs';

/**
 * compes/{compeId}, live, for the staff pages of one competition (大会設定, エントリー, 進行表,
 * 参加申込リスト): its title and club for StaffCompeGate, its start time for the sheet, capacity and
 * seats taken, the custom fields' labels. One listener per page, shared by key.
 */
export function useStaffCompe(compeId: string) {
  return useDocument(`compe:${compeId}`, () => compeRef(db(), compeId), compeSchema);
}
