import type { StoredAuthTicket } from './tickets';
import { paths } from '@/config/paths';
import { LABELS } from '@/shared/messages';

/** The invitation mail: who invites whom to which club as what, and the link to accept it. */
export function invitationMail(ticket: StoredAuthTicket, origin: string) {
  const link = `${origin}${paths.ticket.getHref(ticket.id)}`;
  const role = LABELS[ticket.role];
  const inviter = ticket.inviterName || 'クラブの管理者';
  return {
    link,
    subject: `【Compe】${ticket.clubName}の${role}に招待されました`.replace(/\s+/g, ' '),
    text: [
      `${ticket.receiver} 様`,
      '',
      `${inviter} さんから、Compe の「${ticket.clubName}」に${role}として招待されました。`,
      '',
      '次のリンクを開き、このメールを受け取ったアドレスでログインすると、招待を受けられます。',
      '',
      link,
      '',
      '心当たりがない場合は、このメールを破棄してください。招待を受けない限り、何も変わりません。',
      '',
      '--',
      'Compe — クラブの大会運営',
    ].join('\n'),
  };
}
