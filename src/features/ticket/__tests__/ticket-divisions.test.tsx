import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegistTicketCard } from '../components/regist-ticket-card';
import { ticketOf } from './fixtures';

// 出場する部門 on the 参加票 (docs/product.md "Registration, tickets and check-in").
const row = (label: string) => {
  const card = screen.getByRole('article', { name: 'さくらウィンターカップ' });
  return within(card).queryByText(label, { selector: 'dt' })?.nextElementSibling;
};

describe('参加票: 出場する部門', () => {
  it('lists the 部門 by name, a ペア 部門 with its partner and the pair’s state', () => {
    render(
      <RegistTicketCard
        ticket={ticketOf({
          divisions: [
            { id: 'd1', name: '一般男子シングルス' },
            { id: 'd2', name: '混合ダブルス', partnerName: '佐藤 花子', paired: false },
            { id: 'd3', name: '男子ダブルス', partnerName: '鈴木 一郎', paired: true },
          ],
        })}
      />,
    );
    // textContent as is: toHaveTextContent would fold the ideographic space into a plain one.
    expect(row('出場する部門')?.textContent).toBe(
      '一般男子シングルス・混合ダブルス（ペア：佐藤 花子さん\u3000確認待ち）・男子ダブルス（ペア：鈴木 一郎さん\u3000ペア成立）',
    );
  });

  it('names the team of a 団体 部門 in the line, and its チーム名 and 登録選手 in a row of their own', () => {
    render(
      <RegistTicketCard
        ticket={ticketOf({
          divisions: [
            { id: 'd1', name: '一般男子シングルス' },
            {
              id: 'd4',
              name: '団体戦',
              team: { name: 'さくらA', members: ['山田 太郎', '佐藤 花子', '鈴木 一郎'] },
            },
          ],
        })}
      />,
    );
    expect(row('出場する部門')?.textContent).toBe('一般男子シングルス・団体戦（チーム：さくらA）');
    const team = row('チーム（団体戦）');
    expect(team?.textContent).toBe('さくらA登録選手：山田 太郎、佐藤 花子、鈴木 一郎');
    expect(team?.querySelector('br')).not.toBeNull();
  });

  it('shows no row for a competition without 部門', () => {
    render(<RegistTicketCard ticket={ticketOf()} />);
    expect(row('会場')).toHaveTextContent('市民体育館');
    expect(row('出場する部門')).toBeUndefined();
  });
});
