import { db } from '@/lib/firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { AWARD_SLOTS, awardsSchema, type Award } from '@/shared/schemas/compe';
import { awardRef } from './refs';

/**
 * The awards the organiser names (敢闘賞, 特別賞 …), saved from 表彰 (docs/play.md "Awards (表彰状)")
 * in one batch: award i in slot awardSlot(i), every slot after the last one removed. Parsed with the
 * schema first (trimmed, sizes), so nothing the rules would refuse (isAward) leaves the device.
 * 結果 reads them afresh on every visit (features/result/api/get-result-compe.ts).
 */
export async function setAwards(compeId: string, awards: readonly Award[]): Promise<void> {
  const rows = awardsSchema.parse(awards);
  const batch = writeBatch(db());
  AWARD_SLOTS.forEach((slot, i) => {
    const row = rows[i];
    if (row) batch.set(awardRef(db(), compeId, slot), row);
    else batch.delete(awardRef(db(), compeId, slot));
  });
  await batch.commit();
}
