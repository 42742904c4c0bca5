import { paths } from '@/config/paths';
import { callSendInvitation } from '@/lib/firebase/functions';

/** The link the invited person opens: the invitation's ticket page on this origin. */
export function invitationLink(ticketId: string, origin = window.location.origin): string {
  return `${origin}${paths.ticket.getHref(ticketId)}`;
}

/**
 * Asks the sendInvitation function to mail the link of an open auth ticket. Whatever happens the
 * invitation stands and its link can be copied, so a failure is reported, not thrown.
 */
export async function mailInvitation(ticketId: string): Promise<'sent' | 'error'> {
  try {
    const { state } = await callSendInvitation({ ticketId, origin: window.location.origin });
    return state;
  } catch (error) {
    console.error('sendInvitation failed', error);
    return 'error';
  }
}
