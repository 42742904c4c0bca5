import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inboxOf,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
} from './support';
import { MESSAGES } from '@/shared/messages';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import type { SubmitRegistResponse } from '@/shared/schemas/callables';
import type { Division } from '@/shared/schemas/compe';

// A team for a 団体 部門 (docs/product.md "Registration, tickets and check-in"; docs/data-model.md
// "regists"): submitRegist stores it with its members' ids, counts one seat, and the 参加票 shows it.
const COMPE = 'team-open';

const SINGLES: Division = {
  id: 'd1',
  name: '一般シングルス',
  kind: 'single',
  capacity: 0,
  waitlist: false,
  conditions: '',
};
const MIXED: Division = { ...SINGLES, id: 'd2', name: '混合ダブルス', kind: 'pair' };
const TEAM: Division = {
  id: 'd3',
  name: '団体戦',
  kind: 'team',
  capacity: 0,
  waitlist: false,
  conditions: '',
  team: { min: 2, max: 3, tie: TIE_PRESET_TEMPLATES.tt4s1d },
};

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
});

const seed = (divisions: Division[], divisionLimit = 2) => seedCompe(COMPE, { divisions, divisionLimit });
const submit = (n: number, fields: Record<string, unknown>) =>
  call<SubmitRegistResponse>('submitRegist', {
    compeId: COMPE,
    form: registForm(n, fields),
    origin: APP_ORIGIN,
  });
const submitted = async (n: number, fields: Record<string, unknown>) => {
  const res = await submit(n, fields);
  if (!res.result) throw new Error(JSON.stringify(res.error));
  const t = (await adminDb.collection('tickets').doc(res.result.ticketId).get()).data();
  return { ...res.result, registId: String(t?.registId) };
};
const compeDoc = () => adminDb.collection('compes').doc(COMPE);
const registOf = async (registId: string) =>
  (await compeDoc().collection('regists').doc(registId).get()).data();
const ticketOf = async (ticketId: string) => (await adminDb.collection('tickets').doc(ticketId).get()).data();
const divisionCounts = async () =>
  (await compeDoc().collection('registKeys').doc('_divisions').get()).get('counts') as Record<string, number>;
const team = (name: string, count: number) => ({
  name,
  members: Array.from({ length: count }, (_, i) => ({ name: `選手 ${name}${i + 1}`, kana: '', lead: false })),
});

describe('submitRegist with a team', () => {
  it('stores the team with member ids m1…, takes one seat of the 部門, and the ticket and mail show it', async () => {
    await seed([SINGLES, TEAM]);

    const a = await submitted(1, {
      divisions: ['d3', 'd1'],
      teams: {
        d3: {
          name: ' さくらA ',
          members: [
            { name: '山田 太郎', kana: 'やまだ たろう', lead: false },
            { name: ' 佐藤 花子 ', kana: '' },
            { name: '鈴木 一郎' },
          ],
        },
      },
    });

    expect(a.status).toBe('accepted');
    expect((await registOf(a.registId))?.teams).toEqual({
      d3: {
        name: 'さくらA',
        members: [
          { id: 'm1', name: '山田 太郎', kana: 'やまだ たろう' },
          { id: 'm2', name: '佐藤 花子' },
          { id: 'm3', name: '鈴木 一郎' },
        ],
      },
    });
    expect(await divisionCounts()).toEqual({ d1: 1, d3: 1 });
    expect((await ticketOf(a.ticketId))?.divisions).toEqual([
      { id: 'd1', name: '一般シングルス' },
      {
        id: 'd3',
        name: '団体戦',
        team: { name: 'さくらA', members: ['山田 太郎', '佐藤 花子', '鈴木 一郎'] },
      },
    ]);
    const [mail] = await inboxOf(1);
    expect(mail.text).toContain('出場する部門：一般シングルス・団体戦（チーム：さくらA）');
  });

  it('a team is one seat: a full 団体 部門 refuses the next team', async () => {
    await seed([SINGLES, { ...TEAM, capacity: 1 }]);
    await submitted(1, { divisions: ['d3'], teams: { d3: team('A', 3) } });

    const res = await submit(2, { divisions: ['d3'], teams: { d3: team('B', 2) } });

    expect(res.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(res.error?.message).toBe('団体戦は定員に達しました');
    expect(await divisionCounts()).toEqual({ d3: 1 });
  });

  it('keeps the team on the 参加票 when a pair made later rewrites its 部門 line', async () => {
    await seed([SINGLES, MIXED, TEAM]);
    const a = await submitted(1, {
      divisions: ['d2', 'd3'],
      partners: { d2: { name: '参加 太郎2', email: 'taro2@example.com' } },
      teams: { d3: team('A', 2) },
    });

    await submitted(2, {
      divisions: ['d2'],
      partners: { d2: { name: '参加 太郎1', email: 'taro1@example.com' } },
    });

    expect((await ticketOf(a.ticketId))?.divisions).toEqual([
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎2', paired: true },
      { id: 'd3', name: '団体戦', team: { name: 'A', members: ['選手 A1', '選手 A2'] } },
    ]);
  });

  it.each([
    ['a crafted roster of 13', { divisions: ['d3'], teams: { d3: team('A', 13) } }, '登録選手は12人までです'],
    ['more than the 部門’s max', { divisions: ['d3'], teams: { d3: team('A', 4) } }, '登録選手は3人までです'],
    [
      'fewer than its min',
      { divisions: ['d3'], teams: { d3: team('A', 1) } },
      '登録選手は2人以上にしてください',
    ],
    ['no チーム名', { divisions: ['d3'], teams: { d3: team('', 2) } }, MESSAGES.required],
    ['a 団体 部門 without its team', { divisions: ['d3'] }, MESSAGES.required],
    [
      'a team for a 部門 that is not 団体',
      { divisions: ['d1'], teams: { d1: team('A', 2) } },
      MESSAGES.registTeamNotTeam,
    ],
  ])('refuses %s with the Japanese invalid-argument message', async (_label, fields, message) => {
    await seed([SINGLES, TEAM]);

    const res = await submit(1, fields);

    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toBe(message);
    expect((await compeDoc().collection('regists').get()).size).toBe(0);
  });
});
