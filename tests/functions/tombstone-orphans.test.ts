/**
 * scripts/tombstone-orphans.ts (docs/data-model.md "deletedCompes/{compeId}"): registrations left behind by deletions made before
 * deleteCompe existed get the tombstone that keeps their competition's id from being taken.
 */
import { execFileSync } from 'node:child_process';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, FIRESTORE, PROJECT_ID, resetEmulators, seedCompe } from './support';

const run = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'scripts/tombstone-orphans.ts', ...args], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE, GCLOUD_PROJECT: PROJECT_ID },
    encoding: 'utf8',
  });

beforeEach(async () => {
  await resetEmulators();
  // Deleted the old way: the competition is gone, its registration and ticket are not.
  await adminDb.doc('compes/gone-cup/regists/r1').set({ name: '参加 花子', email: 'hanako@example.com' });
  await adminDb
    .doc('tickets/ticket-gone-000000000000')
    .set({ code: 'regist', clubId: 'sakura', compeId: 'gone-cup' });
  // A competition that still exists, with its registrations.
  await seedCompe('live-cup');
  await adminDb.doc('compes/live-cup/regists/r1').set({ name: '参加 太郎' });
});

describe('tombstone-orphans', () => {
  it('writes a tombstone for an id with registrations but no competition, and none for a living one', async () => {
    const out = run();
    expect(out).toContain('2 competition ids, 1 without a competition, 1 tombstones written');
    expect((await adminDb.doc('deletedCompes/gone-cup').get()).data()).toMatchObject({
      clubId: 'sakura',
      deletedBy: 'tombstone-orphans',
    });
    expect((await adminDb.doc('deletedCompes/live-cup').get()).exists).toBe(false);
    // Run again: nothing more to write.
    expect(run()).toContain('1 without a competition, 0 tombstones written');
  });

  it('with --dry-run only says what it would write', async () => {
    expect(run('--dry-run')).toContain('[dry run] tombstone for compes/gone-cup');
    expect((await adminDb.doc('deletedCompes/gone-cup').get()).exists).toBe(false);
  });
});
