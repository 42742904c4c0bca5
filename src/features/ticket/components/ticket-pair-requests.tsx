import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { MESSAGES } from '@/shared/messages';
import type { PairAnswer } from '@/shared/schemas/pair';
import type { PairRequest, RegistTicket } from '@/shared/schemas/ticket';

type TicketForRequests = Pick<
  RegistTicket,
  'id' | 'status' | 'divisions' | 'pairRequests' | 'compeCancelled'
>;

/**
 * The requests the participant may still answer: none once their application has ended or the
 * competition is called off, and none in a 部門 where their pair is already made (the function
 * refuses those too).
 */
export function openPairRequests(ticket: TicketForRequests): PairRequest[] {
  if (ticket.status === 'cancelled' || ticket.status === 'rejected' || ticket.compeCancelled) return [];
  const paired = new Set((ticket.divisions ?? []).filter((d) => d.paired).map((d) => d.id));
  return (ticket.pairRequests ?? []).filter((request) => !paired.has(request.divisionId));
}

/**
 * ペアの申し込み on the 参加票, a row of its facts list (docs/product.md "Registration, tickets and
 * check-in"): 「山田 太郎さんから混合ダブルスのペアの申し込みがあります」 with ペアを組む and 辞退する.
 * The answer goes to answerPair with the ticket id (the proof, as for cancelling); the ticket's
 * listener then brings the pair (or the request's removal), and what was done is said here.
 */
export function TicketPairRequests({ ticket }: { ticket: TicketForRequests }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const requests = openPairRequests(ticket);
  if (requests.length === 0 && !said) return null;

  const answer = async (request: PairRequest, what: PairAnswer) => {
    setBusy(`${request.from}:${request.divisionId}`);
    setSaid(null);
    const result = await import('../api/answer-pair-request')
      .then(({ answerPair }) => answerPair(ticket.id, request, what))
      .catch(() => ({ ok: false, message: MESSAGES.offline }) as const);
    setBusy(null);
    setSaid(
      result.ok
        ? { ok: true, text: what === 'accept' ? MESSAGES.pairAccepted : MESSAGES.pairDeclined }
        : { ok: false, text: result.message },
    );
  };

  return (
    <>
      <dt>ペアの申し込み</dt>
      <dd>
        {requests.map((request) => {
          const key = `${request.from}:${request.divisionId}`;
          return (
            <div
              key={key}
              role="group"
              aria-label={`${request.name}さんからの申し込み`}
              style={{ marginBottom: 8 }}
            >
              <p style={{ margin: '0 0 6px' }}>
                {request.name}さんから{request.divisionName}のペアの申し込みがあります
              </p>
              <div className="no-print" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={busy !== null}
                  onClick={() => void answer(request, 'accept')}
                >
                  {busy === key ? '送信しています…' : 'ペアを組む'}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={busy !== null}
                  onClick={() => void answer(request, 'decline')}
                >
                  辞退する
                </Button>
              </div>
            </div>
          );
        })}
        {said?.ok ? (
          <p role="status" style={{ margin: 0 }}>
            {said.text}
          </p>
        ) : null}
        {said && !said.ok ? <LoadError>{said.text}</LoadError> : null}
      </dd>
    </>
  );
}
