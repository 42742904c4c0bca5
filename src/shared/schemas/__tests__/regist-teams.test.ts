import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import { TIE_PRESET_TEMPLATES } from '../../play/tie-presets';
import type { Division } from '../compe';
import { registFormSchema, registFormSchemaFor, type RegistForm } from '../regist';

// A team for a 団体 部門 on the 参加申し込み form and in submitRegist (docs/product.md
// "Registration, tickets and check-in"): registFormSchemaFor checks it against the 部門.
const SINGLES: Division = {
  id: 'd1',
  name: '一般シングルス',
  kind: 'single',
  capacity: 0,
  waitlist: false,
  conditions: '',
};
const TEAM: Division = {
  id: 'd2',
  name: '団体戦',
  kind: 'team',
  capacity: 8,
  waitlist: false,
  conditions: '',
  team: { min: 3, max: 5, tie: TIE_PRESET_TEMPLATES.tt4s1d },
};
const SHOGI: Division = {
  ...TEAM,
  id: 'd3',
  name: '将棋団体',
  team: { min: 3, max: 5, tie: TIE_PRESET_TEMPLATES.board3 },
};
const schema = registFormSchemaFor([], { divisions: [SINGLES, TEAM, SHOGI], divisionLimit: 3 });

const members = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: ` 選手 ${i + 1} `, kana: '', lead: false }));
const form = (fields: Partial<RegistForm>): RegistForm => ({
  name: '山田 太郎',
  kana: 'やまだ たろう',
  email: 'taro@example.com',
  phone: '',
  answers: {},
  ...fields,
});
/** Each issue as `path: message`. */
const issuesOf = (fields: Partial<RegistForm>) => {
  const parsed = schema.safeParse(form(fields));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('registFormSchemaFor: a team for a 団体 部門', () => {
  it('sends the chosen 団体 部門’s team trimmed, and none for an unticked one', () => {
    const parsed = schema.parse(
      form({
        divisions: ['d2'],
        teams: {
          d2: {
            name: ' さくらA ',
            members: [
              { name: ' 山田 太郎', kana: ' やまだ ', lead: true },
              { name: '佐藤 花子', kana: '', lead: false },
              { name: '鈴木 一郎' },
            ],
          },
          d3: { name: '', members: members(1) },
        },
      }),
    );
    expect(parsed.teams).toEqual({
      // 主将 only where the template plays by it (leadFirst: 将棋・囲碁).
      d2: {
        name: 'さくらA',
        members: [{ name: '山田 太郎', kana: 'やまだ' }, { name: '佐藤 花子' }, { name: '鈴木 一郎' }],
      },
    });
  });

  it('keeps one 主将 where the template has leadFirst', () => {
    const parsed = schema.parse(
      form({
        divisions: ['d3'],
        teams: { d3: { name: '将棋部', members: [...members(2), { name: '主将', lead: true }] } },
      }),
    );
    expect(parsed.teams?.d3.members[2]).toEqual({ name: '主将', lead: true });
  });

  it('refuses a missing チーム名, too few or too many members, a missing 氏名 and two 主将, each on its field', () => {
    expect(issuesOf({ divisions: ['d2'], teams: { d2: { name: ' ', members: members(3) } } })).toEqual([
      `teams.d2.name: ${MESSAGES.required}`,
    ]);
    expect(issuesOf({ divisions: ['d2'], teams: { d2: { name: 'A', members: members(2) } } })).toEqual([
      'teams.d2.members: 登録選手は3人以上にしてください',
    ]);
    expect(issuesOf({ divisions: ['d2'], teams: { d2: { name: 'A', members: members(6) } } })).toEqual([
      'teams.d2.members: 登録選手は5人までです',
    ]);
    expect(
      issuesOf({ divisions: ['d2'], teams: { d2: { name: 'A', members: [...members(2), { name: '' }] } } }),
    ).toEqual([`teams.d2.members.2.name: ${MESSAGES.required}`]);
    expect(
      issuesOf({
        divisions: ['d3'],
        teams: { d3: { name: 'A', members: [...members(2), { name: 'x', kana: 'エックス' }] } },
      }),
    ).toEqual(['teams.d3.members.2.kana: ひらがなで入力してください']);
    const twoLeads = members(3).map((m, i) => ({ ...m, lead: i > 0 }));
    expect(issuesOf({ divisions: ['d3'], teams: { d3: { name: 'A', members: twoLeads } } })).toEqual([
      `teams.d3.members: ${MESSAGES.registTeamLeadOne}`,
    ]);
    // A chosen 団体 部門 without any team typed.
    expect(issuesOf({ divisions: ['d2'] })).toEqual([
      `teams.d2.name: ${MESSAGES.required}`,
      'teams.d2.members: 登録選手は3人以上にしてください',
    ]);
  });

  it('refuses a team for a 部門 that is not 団体, and a crafted roster of 13 in the base schema', () => {
    expect(issuesOf({ divisions: ['d1'], teams: { d1: { name: 'A', members: members(3) } } })).toEqual([
      `divisions: ${MESSAGES.registTeamNotTeam}`,
    ]);
    const crafted = registFormSchema.safeParse(
      form({ divisions: ['d2'], teams: { d2: { name: 'A', members: members(13) } } }),
    );
    expect(crafted.error?.issues[0].message).toBe('登録選手は12人までです');
  });

  it('a 団体 部門 saved without team settings takes the default preset’s roster (4 to 8)', () => {
    const bare: Division = { ...TEAM, team: undefined };
    const old = registFormSchemaFor([], { divisions: [bare] });
    const parsed = old.safeParse(
      form({ divisions: ['d2'], teams: { d2: { name: 'A', members: members(3) } } }),
    );
    expect(parsed.error?.issues[0].message).toBe('登録選手は4人以上にしてください');
  });
});
