import { deleteField, serverTimestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { PODIUM_ROWS, podiumSchema, type Podium } from '@/shared/schemas/compe';
import { forgetPublicReads } from './forget-public-reads';
import { compeRef } from './refs';

/**
 * 優勝 / 準優勝 / 3位 on the competition document (`podium`), written by staff when the stage that
 * decides the competition is finished, so the club page shows them from its one query of card fields
 * (docs/data-model.md). An empty podium removes the field (a final result taken back). Parsed with
 * the schema first, so nothing the rules would refuse (isPodium) leaves the device.
 */
export async function setPodium(clubId: string, compeId: string, podium: Podium): Promise<void> {
  const rows = podiumSchema.parse(podium.slice(0, PODIUM_ROWS));
  await updateDoc(compeRef(db(), compeId), {
    podium: rows.length > 0 ? rows : deleteField(),
    updatedAt: serverTimestamp(),
  });
  forgetPublicReads(clubId);
}
