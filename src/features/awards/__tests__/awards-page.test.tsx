import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { compe } from '@/testing/regist-fixtures';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import type { Award } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import { STAFF_AWARDS } from '@/shared/staff-messages';
import { AwardsManager } from '../components/awards-manager';

const setAwards = vi.hoisted(() => vi.fn<(compeId: string, awards: Award[]) => Promise<void>>());
vi.mock('@/lib/db/awards/set-awards', () => ({ setAwards }));

/** The bracket played out and 確定: 山田 優勝, 佐藤 準優勝, 高橋 and 鈴木 3位. */
const final = bracketStage({
  results: {
    'W1-1': result('a', [0, 3], { games: [2, 0] }),
    'W1-2': result('a', [1, 2], { games: [2, 1] }),
    'W2-1': result('a', [0, 1], { games: [2, 1] }),
  },
});
/** The league with one result still 速報. */
const league = leagueStage({ results: { 'G1-R1-1': result('a', [0, 3], { confirmed: false }) } });

const entry = (id: string, name: string, affiliation: string): Entry => ({
  id,
  number: Number(id.slice(1)),
  name,
  kana: '',
  affiliation,
  category: '',
  memo: '',
});
const ENTRIES = [entry('n1', '伊藤 三郎', '北高校'), entry('n2', '渡辺 四郎', '南高校')];

const show = (awards: Award[] = [{ title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' }]) =>
  renderAt(
    <AwardsManager
      compe={{ ...compe, eventedAt: new Date('2026-11-22T00:00:00Z') }}
      namedAwards={awards}
      stages={[final, league]}
      entries={ENTRIES}
      clubName="さくら卓球クラブ"
    />,
  );

const sheets = () => screen.queryAllByRole('region', { name: /^表彰状 / });

describe('表彰', () => {
  beforeEach(() => {
    setAwards.mockReset().mockResolvedValue(undefined);
  });

  it('offers the placings of a finished, 確定 stage and the named awards, all ticked, and not a stage still 速報', async () => {
    show();
    const bracket = screen.getByRole('group', { name: '決勝トーナメント' });
    expect(
      within(bracket)
        .getAllByRole('checkbox')
        .map((box) => [(box as HTMLInputElement).checked, box.closest('label')?.textContent]),
    ).toEqual([
      [true, '決勝トーナメント 優勝 山田 太郎（桜クラブ）'],
      [true, '決勝トーナメント 準優勝 佐藤 花子（梅クラブ）'],
      [true, '決勝トーナメント 3位 高橋 次郎'],
      [true, '決勝トーナメント 3位 鈴木 一郎（桜クラブ）'],
    ]);
    const leagueGroup = screen.getByRole('group', { name: '予選リーグ' });
    expect(within(leagueGroup).queryAllByRole('checkbox')).toEqual([]);
    expect(leagueGroup).toHaveTextContent(STAFF_AWARDS.notSettled);
    expect(within(screen.getByRole('group', { name: '特別賞など' })).getByRole('checkbox')).toBeChecked();
    // One 表彰状 per ticked line, in order, each with its placing, name, text, date and club.
    expect(sheets().map((sheet) => sheet.getAttribute('aria-label'))).toEqual([
      '表彰状 決勝トーナメント 優勝 山田 太郎',
      '表彰状 決勝トーナメント 準優勝 佐藤 花子',
      '表彰状 決勝トーナメント 3位 高橋 次郎',
      '表彰状 決勝トーナメント 3位 鈴木 一郎',
      '表彰状 敢闘賞 伊藤 三郎',
    ]);
    const [first] = sheets();
    expect(first).toHaveTextContent('表彰状');
    expect(first).toHaveTextContent('優勝');
    expect(first).toHaveTextContent('桜クラブ');
    expect(first).toHaveTextContent('山田 太郎殿');
    expect(first).toHaveTextContent(
      'あなたは第５回 さくらオープン卓球大会において頭書の成績を収められました',
    );
    expect(first).toHaveTextContent('令和八年十一月二十二日');
    expect(first).toHaveTextContent('さくら卓球クラブ');
    expect(screen.getByText('表彰状 5枚を印刷します。')).toBeInTheDocument();
  });

  it('prints only what stays ticked, and dates it in 西暦 when chosen', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('checkbox', { name: /準優勝 佐藤 花子/ }));
    await user.click(screen.getByRole('checkbox', { name: /敢闘賞/ }));
    expect(sheets()).toHaveLength(3);
    expect(screen.queryByRole('region', { name: /佐藤 花子/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /西暦/ }));
    expect(sheets()[0]).toHaveTextContent('二〇二六年十一月二十二日');
    for (const box of screen.getAllByRole('checkbox', { checked: true })) await user.click(box);
    expect(sheets()).toEqual([]);
    expect(screen.getByRole('button', { name: '印刷' })).toBeDisabled();
    expect(screen.getByText(STAFF_AWARDS.noneChosen)).toBeInTheDocument();
  });

  it('lists the placings per 部門, names the 部門 on each 表彰状, and prints a pair once for each player', () => {
    const divisions = [
      {
        id: 'open',
        name: '一般シングルス',
        kind: 'single' as const,
        capacity: 0,
        waitlist: false,
        conditions: '',
      },
      {
        id: 'mixed',
        name: '混合ダブルス',
        kind: 'pair' as const,
        capacity: 0,
        waitlist: false,
        conditions: '',
      },
      {
        id: 'junior',
        name: 'ジュニア',
        kind: 'single' as const,
        capacity: 0,
        waitlist: false,
        conditions: '',
      },
    ];
    const mixed = bracketStage({
      ...final,
      id: 'mixed',
      order: 0,
      divisionId: 'mixed',
      entrants: [
        { id: 'm1', name: '山田 太郎・佐藤 花子', affiliation: '桜クラブ' },
        { id: 'm2', name: '鈴木 一郎・高橋 次郎', affiliation: '' },
        { id: 'm3', name: '伊藤 三郎・渡辺 四郎', affiliation: '' },
        { id: 'm4', name: '中村 五郎・小林 六子', affiliation: '' },
      ],
    });
    renderAt(
      <AwardsManager
        compe={{ ...compe, eventedAt: new Date('2026-11-22T00:00:00Z'), divisions }}
        stages={[mixed, { ...final, divisionId: 'open' }]}
        entries={ENTRIES}
        clubName="さくら卓球クラブ"
      />,
    );
    const labels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    // 部門 in the competition's order, whatever the stages' order.
    const groups = screen.getAllByRole('group', { name: /^(一般シングルス|混合ダブルス|ジュニア)$/ });
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      '一般シングルス',
      '混合ダブルス',
      'ジュニア',
    ]);
    const [open, pairs, junior] = groups as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(open).getByRole('group', { name: '決勝トーナメント' })).toBeInTheDocument();
    expect(labels(open)[0]).toBe('一般シングルス 決勝トーナメント 優勝 山田 太郎（桜クラブ）');
    expect(labels(pairs).slice(0, 3)).toEqual([
      '混合ダブルス 決勝トーナメント 優勝 山田 太郎・佐藤 花子（桜クラブ） 山田 太郎さんの分',
      '混合ダブルス 決勝トーナメント 優勝 山田 太郎・佐藤 花子（桜クラブ） 佐藤 花子さんの分',
      '混合ダブルス 決勝トーナメント 準優勝 鈴木 一郎・高橋 次郎 鈴木 一郎さんの分',
    ]);
    expect(junior).toHaveTextContent(STAFF_AWARDS.divisionNoStages);
    // 4 singles and 4 pairs of two: 12 表彰状.
    expect(sheets()).toHaveLength(12);
    expect(sheets()[0]).toHaveTextContent(/^表彰状一般シングルス 優勝桜クラブ山田 太郎殿/);
    const pairSheet = screen.getByRole('region', {
      name: /混合ダブルス 決勝トーナメント 優勝 .* 佐藤 花子さんの分$/,
    });
    expect(pairSheet).toHaveTextContent(/^表彰状混合ダブルス 優勝桜クラブ山田 太郎殿佐藤 花子殿/);
    expect(
      screen.getByText(/ペアの部門は、2人の名前を並べた表彰状を1人1枚ずつ印刷します。/),
    ).toBeInTheDocument();
  });

  it('adds an award with a name chosen from the entries (所属 filled in) and saves the list', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: '賞を追加' }));
    const added = screen.getByRole('group', { name: '賞 2' });
    await user.type(within(added).getByRole('textbox', { name: '賞の名前' }), '特別賞');
    await user.type(within(added).getByRole('combobox', { name: '名前' }), '渡辺');
    await user.click(await screen.findByRole('option', { name: '渡辺 四郎' }));
    expect(within(added).getByRole('textbox', { name: '所属' })).toHaveValue('南高校');
    await user.click(screen.getByRole('button', { name: '賞を保存' }));
    expect(setAwards).toHaveBeenCalledWith(compe.id, [
      { title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' },
      { title: '特別賞', name: '渡辺 四郎', affiliation: '南高校' },
    ]);
    expect(await screen.findByText(STAFF_AWARDS.saved)).toBeInTheDocument();
  });

  it('takes a typed name and removes an award', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: '敢闘賞を削除' }));
    await user.click(screen.getByRole('button', { name: '賞を追加' }));
    const added = screen.getByRole('group', { name: '賞 1' });
    await user.type(within(added).getByRole('textbox', { name: '賞の名前' }), '最優秀選手');
    await user.type(within(added).getByRole('combobox', { name: '名前' }), '小林 五郎');
    await user.click(screen.getByRole('button', { name: '賞を保存' }));
    expect(setAwards).toHaveBeenCalledWith(compe.id, [
      { title: '最優秀選手', name: '小林 五郎', affiliation: '' },
    ]);
  });

  it('refuses an award without a name, saving nothing', async () => {
    const user = userEvent.setup();
    show([]);
    await user.click(screen.getByRole('button', { name: '賞を追加' }));
    await user.type(screen.getByRole('textbox', { name: '賞の名前' }), '敢闘賞');
    await user.click(screen.getByRole('button', { name: '賞を保存' }));
    expect(await screen.findByText(STAFF_AWARDS.invalid)).toBeInTheDocument();
    expect(setAwards).not.toHaveBeenCalled();
  });

  it('says when saving failed', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAwards.mockImplementation(async () => {
      throw new Error('permission-denied');
    });
    show();
    await user.click(screen.getByRole('button', { name: '賞を保存' }));
    expect(await screen.findByText(STAFF_AWARDS.saveFailed)).toBeInTheDocument();
    expect(setAwards).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
