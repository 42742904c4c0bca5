/** Typed callables (docs/data-model.md), all in asia-northeast1. Loaded on demand, never on first paint. */
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';
import { FUNCTIONS_REGION } from '@/shared/constants';
import type * as z from 'zod/mini';
import type {
  AcceptTicketRequest,
  AcceptTicketResponse,
  CancelCompeRequest,
  CancelCompeResponse,
  CancelRegistRequest,
  CancelRegistResponse,
  DeleteCompeRequest,
  DeleteCompeResponse,
  LookupUserResponse,
  SendInvitationRequest,
  SendInvitationResponse,
  SetClaimsRequest,
  SetRegistStatusRequest,
  SetRegistStatusResponse,
  SetClaimsResponse,
  SubmitRegistRequest,
  SubmitRegistResponse,
  lookupUserRequest,
} from '@/shared/schemas/callables';
import type {
  ResendMailRequest,
  ResendMailResponse,
  SendContactRequest,
  SendContactResponse,
  SendMailRequest,
  SendMailResponse,
} from '@/shared/schemas/mail';
import type { SignInEmail } from '@/shared/schemas/sign-in';
import { firebaseApp } from './app';

let instance: Functions | undefined;

function functions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    if (usesEmulators()) connectFunctionsEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }
  return instance;
}

function callable<Req, Res>(name: string, timeout?: number) {
  return async (data: Req): Promise<Res> =>
    (await httpsCallable<Req, Res>(functions(), name, timeout ? { timeout } : undefined)(data)).data;
}

/** A bulk mail to a thousand people takes longer than the SDK's 70 s default; the function allows 540 s. */
const BULK_MAIL_TIMEOUT = 540_000;

/** With `ticketId` (an open invitation to that address), an e-mail without an account passes too. */
export const callGetUserByEmail = callable<SignInEmail & { ticketId?: string }, { ok: true }>(
  'getUserByEmail',
);
export const callAcceptTicket = callable<AcceptTicketRequest, AcceptTicketResponse>('acceptTicket');
export const callSetClaims = callable<SetClaimsRequest, SetClaimsResponse>('setClaims');
export const callSendInvitation = callable<SendInvitationRequest, SendInvitationResponse>('sendInvitation');
export const callLookupUser = callable<z.infer<typeof lookupUserRequest>, LookupUserResponse>('lookupUser');
export const callSubmitRegist = callable<SubmitRegistRequest, SubmitRegistResponse>('submitRegist');
export const callCancelRegist = callable<CancelRegistRequest, CancelRegistResponse>('cancelRegist');
export const callSetRegistStatus = callable<SetRegistStatusRequest, SetRegistStatusResponse>(
  'setRegistStatus',
);
export const callSendMail = callable<SendMailRequest, SendMailResponse>('sendMail', BULK_MAIL_TIMEOUT);
export const callResendMail = callable<ResendMailRequest, ResendMailResponse>(
  'resendMail',
  BULK_MAIL_TIMEOUT,
);
export const callSendContact = callable<SendContactRequest, SendContactResponse>('sendContact');
export const callCancelCompe = callable<CancelCompeRequest, CancelCompeResponse>(
  'cancelCompe',
  BULK_MAIL_TIMEOUT,
);
export const callDeleteCompe = callable<DeleteCompeRequest, DeleteCompeResponse>('deleteCompe');

/** The HttpsError code of a failed call, without the `functions/` prefix. */
export function callErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code.replace(/^functions\//, '') : 'unknown';
}

// 出番のお知らせ on the 参加票 (docs/play.md "Telling participants they are up")
export const callSetReminder = callable<
  import('@/shared/schemas/reminder').SetReminderRequest,
  import('@/shared/schemas/reminder').SetReminderResponse
>('setReminder');

// 結果報告 from the floor (docs/play.md "Reporting results from the floor")
export const callReportResult = callable<
  import('@/shared/schemas/report').ReportResultRequest,
  import('@/shared/schemas/report').ReportResultResponse
>('reportResult');
export const callReportKeys = callable<
  import('@/shared/schemas/report').ReportKeysRequest,
  import('@/shared/schemas/report').ReportKeysResponse
>('reportKeys');

// ペア made after registration (docs/product.md "Registration, tickets and check-in")
export const callAnswerPair = callable<
  import('@/shared/schemas/pair').AnswerPairRequest,
  import('@/shared/schemas/pair').AnswerPairResponse
>('answerPair');
export const callSetPair = callable<
  import('@/shared/schemas/pair').SetPairRequest,
  import('@/shared/schemas/pair').SetPairResponse
>('setPair');

// オーダー of 団体戦 (docs/play.md "Team ties")
export const callSubmitOrder = callable<
  import('@/shared/schemas/callables').SubmitOrderRequest,
  import('@/shared/schemas/callables').SubmitOrderResponse
>('submitOrder');
export const callOpenOrders = callable<
  import('@/shared/schemas/callables').OpenOrdersRequest,
  import('@/shared/schemas/callables').OpenOrdersResponse
>('openOrders');
