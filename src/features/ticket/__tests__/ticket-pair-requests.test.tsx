import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistTicketCard } from '../components/regist-ticket-card';
import { TICKET_ID, ticketOf } from './fixtures';

// ペアの申し込み on the named partner's 参加票, and 辞退 on the asker's (docs/product.md
// "Registration, tickets and check-in"). The call itself is answerPair's (tests/functions/regist-pairs).
const answerPair = vi.hoisted(() => vi.fn());
vi.mock('../api/answer-pair-request', () => ({ answerPair }));

const REQUEST = { from: 'reg-1', divisionId: 'd2', divisionName: '混合ダブルス', name: '山田 太郎' };
const asked = (changes: Parameters<typeof ticketOf>[0] = {}) =>
  ticketOf({ divisions: [{ id: 'd1', name: '一般男子シングルス' }], pairRequests: [REQUEST], ...changes });

const row = (label: string) => {
  const card = screen.getByRole('article', { name: 'さくらウィンターカップ' });
  return within(card).queryByText(label, { selector: 'dt' })?.nextElementSibling ?? null;
};

beforeEach(() => answerPair.mockReset());

describe('参加票: ペアの申し込み', () => {
  it('says who asked for which 部門; ペアを組む answers accept with this ticket and says so', async () => {
    answerPair.mockResolvedValue({ ok: true });
    render(<RegistTicketCard ticket={asked()} />);

    const request = screen.getByRole('group', { name: '山田 太郎さんからの申し込み' });
    expect(request).toHaveTextContent('山田 太郎さんから混合ダブルスのペアの申し込みがあります');
    await userEvent.click(within(request).getByRole('button', { name: 'ペアを組む' }));

    expect(answerPair).toHaveBeenCalledWith(TICKET_ID, REQUEST, 'accept');
    expect(await screen.findByRole('status')).toHaveTextContent('ペアが成立しました');
  });

  it('辞退する answers decline; a refusal shows in the function’s words', async () => {
    answerPair.mockResolvedValue({ ok: false, message: '混合ダブルスは定員に達しました' });
    render(<RegistTicketCard ticket={asked()} />);

    await userEvent.click(screen.getByRole('button', { name: '辞退する' }));

    expect(answerPair).toHaveBeenCalledWith(TICKET_ID, REQUEST, 'decline');
    expect(await screen.findByRole('alert')).toHaveTextContent('混合ダブルスは定員に達しました');
  });

  it.each([
    [
      'the pair in that 部門 is made',
      { divisions: [{ id: 'd2', name: '混合ダブルス', partnerName: '鈴木 一郎', paired: true }] },
    ],
    ['the application is cancelled', { status: 'cancelled' as const }],
    ['the competition is called off', { compeCancelled: true }],
  ])('shows no request once %s', (_label, changes) => {
    render(<RegistTicketCard ticket={asked(changes)} />);
    expect(row('ペアの申し込み')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ペアを組む' })).toBeNull();
  });

  it('tells the asker 辞退 when the partner declined', () => {
    render(
      <RegistTicketCard
        ticket={ticketOf({
          divisions: [
            { id: 'd2', name: '混合ダブルス', partnerName: '佐藤 花子', paired: false, declined: true },
          ],
        })}
      />,
    );
    expect(row('出場する部門')?.textContent).toBe('混合ダブルス（ペア：佐藤 花子さん\u3000辞退）');
  });
});
