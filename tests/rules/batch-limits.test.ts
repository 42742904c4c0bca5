/**
 * The staff pages write many documents in one batch: 進行表 rewrites every item's order with the
 * board, エントリー imports a CSV in batches of up to 500. Each unit or entry write checks its parent
 * competition with get(); Firestore caps the document reads of a request, and counts repeated reads
 * of one document once. These batches, shaped as the pages send them, must pass the rules.
 */
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { reset, setUpFirestoreEnv } from './support/emulator';
import { dbAs } from './support/roles';
import { AWARD_SLOTS } from '@/shared/schemas/compe';
import { LIMITS } from '@/shared/schemas/limits';
import { award, board, boardUnit, compe, entry, PUBLISHED, unit } from './support/world';

setUpFirestoreEnv();

const UNITS = 60;
const unitId = (i: number) => `unit${String(i).padStart(4, '0')}`;

beforeEach(async () => {
  await reset({
    [`compes/${PUBLISHED}`]: compe(),
    ...Object.fromEntries(
      Array.from({ length: UNITS }, (_, i) => [`compes/${PUBLISHED}/units/${unitId(i)}`, unit({ order: i })]),
    ),
  });
});

describe('large staff batches (one get() of the competition per write)', () => {
  it(`staff reorder all ${UNITS} run-sheet items and rewrite the board in one batch`, async () => {
    const db = dbAs('staff');
    const batch = writeBatch(db);
    for (let i = 0; i < UNITS; i++) {
      batch.update(doc(db, 'compes', PUBLISHED, 'units', unitId(i)), { order: UNITS - 1 - i });
    }
    batch.set(
      doc(db, 'compes', PUBLISHED, 'live', 'board'),
      board(serverTimestamp(), {
        units: Array.from({ length: UNITS }, (_, i) => boardUnit({ id: unitId(i), order: UNITS - 1 - i })),
      }),
    );
    await assertSucceeds(batch.commit());
  });

  it('staff import 500 entries in one batch', async () => {
    const db = dbAs('staff');
    const batch = writeBatch(db);
    for (let i = 0; i < 500; i++) {
      batch.set(
        doc(db, 'compes', PUBLISHED, 'entries', `imported${String(i).padStart(4, '0')}`),
        entry({ number: i + 1 }),
      );
    }
    await assertSucceeds(batch.commit());
  });

  // 表彰's 賞を保存 (lib/db/awards/set-awards.ts): every place written or removed in one batch, each
  // award at its longest (docs/data-model.md "compes/{compeId}/awards/{slot}": as one list on the competition, 20 checked rows took more than
  // the 1,000 expressions a request may evaluate).
  it(`staff save ${LIMITS.awards} awards at their longest in one batch, then remove them all`, async () => {
    const db = dbAs('staff');
    const longest = award({
      title: 'あ'.repeat(LIMITS.awardTitle),
      name: 'い'.repeat(LIMITS.awardName),
      affiliation: 'う'.repeat(LIMITS.awardAffiliation),
    });
    const save = writeBatch(db);
    for (const slot of AWARD_SLOTS) save.set(doc(db, 'compes', PUBLISHED, 'awards', slot), longest);
    await assertSucceeds(save.commit());
    const clear = writeBatch(db);
    for (const slot of AWARD_SLOTS) clear.delete(doc(db, 'compes', PUBLISHED, 'awards', slot));
    await assertSucceeds(clear.commit());
  });
});
