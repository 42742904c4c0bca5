import { deleteField, serverTimestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { awardsSchema, type Award } from '@/shared/schemas/compe';
import { forgetPublicReads } from './forget-public-reads';
import { compeRef } from './refs';

/**
 * The awards the organiser names (敢闘賞, 特別賞 …) on the competition document (`awards`), saved from
 * 表彰 (docs/play.md "Awards (表彰状)"). Parsed with the schema first (trimmed, sizes), so nothing the
 * rules would refuse (isAwards) leaves the device; an empty list removes the field.
 */
export async function setAwards(clubId: string, compeId: string, awards: readonly Award[]): Promise<void> {
  const rows = awardsSchema.parse(awards);
  await updateDoc(compeRef(db(), compeId), {
    awards: rows.length > 0 ? rows : deleteField(),
    updatedAt: serverTimestamp(),
  });
  forgetPublicReads(clubId);
}
