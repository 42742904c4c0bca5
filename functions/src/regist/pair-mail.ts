import { sendToParticipant, type TicketMailInput } from './ticket-mail';
import type { CompeForRegist } from './store';
import { formatDateTime } from '@/shared/date-time';
import { paths } from '@/config/paths';

/** One side of a pair just made, as its ペア成立 mail needs it: the ticket mail's facts, and the pair. */
export type PairMailInput = Pick<
  TicketMailInput,
  'clubId' | 'compeId' | 'registId' | 'ticketId' | 'compeTitle' | 'eventedAt' | 'venue' | 'name' | 'email'
> & {
  divisionName: string;
  partnerName: string;
};

/** Both sides of a pair made in `divisionId`, each with the other as partner. */
export function pairMailsOf(
  compeId: string,
  compe: Pick<CompeForRegist, 'clubId' | 'title' | 'eventedAt' | 'venue' | 'divisions'>,
  divisionId: string,
  sides: readonly [PairMailSide, PairMailSide],
): PairMailInput[] {
  const divisionName = compe.divisions.find((division) => division.id === divisionId)?.name ?? divisionId;
  const [a, b] = sides;
  const of = (side: PairMailSide, partner: PairMailSide): PairMailInput => ({
    clubId: compe.clubId,
    compeId,
    registId: side.registId,
    ticketId: side.ticketId,
    compeTitle: compe.title,
    eventedAt: compe.eventedAt,
    venue: compe.venue,
    name: side.name,
    email: side.email,
    divisionName,
    partnerName: partner.name,
  });
  return [of(a, b), of(b, a)];
}

/** What pairMailsOf needs of each registration. */
export interface PairMailSide {
  registId: string;
  ticketId: string;
  name: string;
  email: string;
}

/** The ペア成立 mail: the 部門, the partner, and the link to the person's own 参加票. */
export function pairMail(input: PairMailInput, origin: string) {
  const link = `${origin}${paths.ticket.getHref(input.ticketId)}`;
  return {
    link,
    subject: `【Compe】${input.compeTitle} ペアが成立しました`.replace(/\s+/g, ' '),
    text: [
      `${input.name} 様`,
      '',
      `「${input.compeTitle}」の${input.divisionName}で、${input.partnerName}さんとのペアが成立しました。`,
      '',
      `大会：${input.compeTitle}`,
      `日時：${formatDateTime(input.eventedAt)}`,
      ...(input.venue ? [`会場：${input.venue}`] : []),
      `部門：${input.divisionName}`,
      `ペア：${input.partnerName}さん`,
      '',
      '参加票（状態の確認・キャンセルはこちらから）：',
      link,
      '',
      'このリンクを知っている人は誰でも参加票を表示・キャンセルできます。他の人に教えないでください。',
      '',
      '--',
      'Compe — クラブの大会運営',
    ].join('\n'),
  };
}

/**
 * Mails both sides of a made pair, recorded in `mails` (kind 'ticket': it carries the 参加票 link,
 * and the lists show it as the person's last mail). Sent after the transaction that made the pair
 * has committed, once per call that made it; a failure is logged and never undoes the pair.
 */
export async function mailPair(inputs: readonly PairMailInput[], origin: string): Promise<void> {
  await Promise.all(
    inputs.map((input) => sendToParticipant(input, pairMail(input, origin), 'pair mail not recorded')),
  );
}
