/**
 * scripts/move-club-emails.ts (docs/data-model.md "clubs/{clubId}/private/contact"): a club saved before its addresses moved to
 * clubs/{clubId}/private/contact kept `emails` on its public document, which any visitor reads.
 * The migration moves them for every club and leaves none on a public document.
 */
import { execFileSync } from 'node:child_process';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, FIRESTORE, PROJECT_ID, resetEmulators, seedClub } from './support';

const run = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'scripts/move-club-emails.ts', ...args], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE, GCLOUD_PROJECT: PROJECT_ID },
    encoding: 'utf8',
  });

const OLD_EMAILS = ['info@sakura.example', 'cup@sakura.example'];
const publicEmails = async (clubId: string): Promise<unknown> =>
  (await adminDb.doc(`clubs/${clubId}`).get()).get('emails');
const contactEmails = async (clubId: string): Promise<unknown> =>
  (await adminDb.doc(`clubs/${clubId}/private/contact`).get()).get('emails');

beforeEach(async () => {
  await resetEmulators();
  // Saved before the move: the addresses on the public document, no private/contact.
  await adminDb.doc('clubs/sakura').set({
    clubName: 'さくら卓球クラブ',
    shortName: 'さくら',
    order: 0,
    desc: '',
    emails: OLD_EMAILS,
    updatedAt: new Date(),
  });
  // Saved since by an admin, whose new list is in private/contact, but the old field is still there.
  await seedClub('minato', '港将棋会', ['new@minato.example']);
  await adminDb.doc('clubs/minato').update({ emails: ['old@minato.example'] });
  // Created after the move: nothing to do.
  await seedClub('kita', '北テニス', ['info@kita.example']);
});

describe('move-club-emails', () => {
  it('moves every public address to private/contact, keeps a newer contact, and is safe to run again', async () => {
    const out = run();
    expect(out).toContain('3 clubs, 2 with addresses on the public document, 2 moved');
    expect(await publicEmails('sakura')).toBeUndefined();
    expect(await contactEmails('sakura')).toEqual(OLD_EMAILS);
    expect(await publicEmails('minato')).toBeUndefined();
    expect(await contactEmails('minato')).toEqual(['new@minato.example']);
    expect(await contactEmails('kita')).toEqual(['info@kita.example']);
    // The rest of the public document is as it was.
    expect((await adminDb.doc('clubs/sakura').get()).get('clubName')).toBe('さくら卓球クラブ');

    expect(run()).toContain('3 clubs, 0 with addresses on the public document, 0 moved');
    expect(await contactEmails('sakura')).toEqual(OLD_EMAILS);
  });

  it('with --dry-run only says what it would do', async () => {
    const out = run('--dry-run');
    expect(out).toContain('[dry run] clubs/sakura: 2 addresses to private/contact');
    expect(out).toContain('[dry run] clubs/minato: private/contact kept');
    expect(out).toContain('2 with addresses on the public document, 0 moved');
    expect(await publicEmails('sakura')).toEqual(OLD_EMAILS);
    expect((await adminDb.doc('clubs/sakura/private/contact').get()).exists).toBe(false);
  });
});
