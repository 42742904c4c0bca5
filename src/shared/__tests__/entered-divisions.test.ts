import { describe, expect, it } from 'vitest';
import { enteredDivisionsLine, registEnteredDivisions } from '../entered-divisions';

const divisions = [
  { id: 'open', name: '一般シングルス' },
  { id: 'mixed', name: '混合ダブルス' },
];

describe('registEnteredDivisions (the 参加票 and 参加申込リスト alike)', () => {
  it('names each 部門 in the order chosen, with its partner and the pair’s state', () => {
    const entered = registEnteredDivisions(divisions, {
      divisions: ['mixed', 'open'],
      partners: { mixed: { name: '佐藤 花子', registId: 'r2' } },
    });
    expect(entered).toEqual([
      { id: 'mixed', name: '混合ダブルス', partnerName: '佐藤 花子', paired: true },
      { id: 'open', name: '一般シングルス' },
    ]);
    expect(enteredDivisionsLine(entered)).toBe(
      '混合ダブルス（ペア：佐藤 花子さん\u3000ペア成立）・一般シングルス',
    );
  });

  it('says 辞退 only while unpaired, and a removed 部門 by its id', () => {
    expect(
      enteredDivisionsLine(
        registEnteredDivisions(divisions, {
          divisions: ['mixed', 'gone'],
          partners: { mixed: { name: '佐藤 花子', declined: true } },
        }),
      ),
    ).toBe('混合ダブルス（ペア：佐藤 花子さん\u3000辞退）・gone');
    expect(
      registEnteredDivisions(divisions, {
        divisions: ['mixed'],
        partners: { mixed: { name: '佐藤 花子', registId: 'r2', declined: true } },
      })[0],
    ).toEqual({ id: 'mixed', name: '混合ダブルス', partnerName: '佐藤 花子', paired: true });
    expect(registEnteredDivisions(divisions, {})).toEqual([]);
  });

  it('names a 団体 部門’s team, its members by name', () => {
    const entered = registEnteredDivisions([...divisions, { id: 'team', name: '団体戦' }], {
      divisions: ['open', 'team'],
      teams: { team: { name: 'さくらA', members: [{ name: '山田 太郎' }, { name: '佐藤 花子' }] } },
    });
    expect(entered[1]).toEqual({
      id: 'team',
      name: '団体戦',
      team: { name: 'さくらA', members: ['山田 太郎', '佐藤 花子'] },
    });
    expect(enteredDivisionsLine(entered)).toBe('一般シングルス・団体戦（チーム：さくらA）');
  });
});
