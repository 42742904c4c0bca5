/**
 * scripts/move-compe-awards.ts (docs/data-model.md "compes/{compeId}/awards/{slot}"): awards named before each became a document of its own
 * were one unchecked list on the competition. The migration moves every competition's list to
 * compes/{compeId}/awards/{slot}, leaving out rows the schema refuses, and removes the list.
 */
import { execFileSync } from 'node:child_process';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, FIRESTORE, PROJECT_ID, resetEmulators, seedCompe } from './support';

const run = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'scripts/move-compe-awards.ts', ...args], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE, GCLOUD_PROJECT: PROJECT_ID },
    encoding: 'utf8',
  });

const OLD_LIST = [
  { title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' },
  // Stored before the rules checked rows: left out.
  { title: '迷惑賞', name: 'あ'.repeat(100_000), affiliation: '' },
  { title: '特別賞', name: '渡辺 四郎', affiliation: '', html: '<b>x</b>' },
  { title: '努力賞', name: '  木村 葵  ', affiliation: '' },
];

const awardDocs = async (compeId: string) =>
  (await adminDb.collection(`compes/${compeId}/awards`).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  }));

beforeEach(async () => {
  await resetEmulators();
  await seedCompe('old-cup', { awards: OLD_LIST });
  // Saved on 表彰 since: its documents are the newer awards.
  await seedCompe('saved-cup', { awards: [OLD_LIST[0]] });
  await adminDb
    .doc('compes/saved-cup/awards/00')
    .set({ title: '新人賞', name: '佐藤 花子', affiliation: '' });
  await seedCompe('new-cup');
});

describe('move-compe-awards', () => {
  it('moves each list to award documents, keeps newer documents, and is safe to run again', async () => {
    expect(run()).toContain('3 competitions, 2 with an awards list, 2 moved');
    expect(await awardDocs('old-cup')).toEqual([
      { id: '00', title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' },
      // The unknown key is dropped as the schema reads it; the row itself fits.
      { id: '01', title: '特別賞', name: '渡辺 四郎', affiliation: '' },
      { id: '02', title: '努力賞', name: '木村 葵', affiliation: '' },
    ]);
    expect((await adminDb.doc('compes/old-cup').get()).get('awards')).toBeUndefined();
    expect(await awardDocs('saved-cup')).toEqual([
      { id: '00', title: '新人賞', name: '佐藤 花子', affiliation: '' },
    ]);
    expect((await adminDb.doc('compes/saved-cup').get()).get('awards')).toBeUndefined();
    expect(await awardDocs('new-cup')).toEqual([]);

    expect(run()).toContain('3 competitions, 0 with an awards list, 0 moved');
  });

  it('with --dry-run only says what it would do', async () => {
    const out = run('--dry-run');
    expect(out).toContain('[dry run] compes/old-cup: 3 awards to documents, 1 left out');
    expect(out).toContain('[dry run] compes/saved-cup: its award documents kept');
    expect((await adminDb.doc('compes/old-cup').get()).get('awards')).toHaveLength(4);
    expect(await awardDocs('old-cup')).toEqual([]);
  });
});
