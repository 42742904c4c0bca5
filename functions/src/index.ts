// Re-exports only: each callable lives in its feature folder.
import './lib/region';

export { getUserByEmail } from './auth/get-user-by-email';
export { acceptTicket } from './auth/accept-ticket';
export { setClaims } from './auth/set-claims';
export { sendInvitation } from './auth/send-invitation';
export { lookupUser } from './auth/lookup-user';
export { submitRegist } from './regist/submit-regist';
export { cancelRegist } from './regist/cancel-regist';
export { setRegistStatus } from './regist/set-regist-status';
// ペア made after registration (docs/product.md "Registration, tickets and check-in")
export { answerPair } from './regist/answer-pair';
export { setPair } from './regist/set-pair';
export { sendMail } from './mail/send-mail';
export { resendMail } from './mail/resend-mail';
export { sendContact } from './mail/send-contact';
export { cancelCompe } from './compe/cancel-compe';
export { deleteCompe } from './compe/delete-compe';
// 出番のお知らせ (docs/play.md "Telling participants they are up")
export { setReminder } from './reminder/set-reminder';
export { remindOnStage, remindOnBoard, remindEveryMinute } from './reminder/triggers';
// 結果報告 from the floor (docs/play.md "Reporting results from the floor")
export { reportResult } from './play/report-result';
export { reportKeys } from './play/report-keys';
// オーダー of 団体戦 (docs/play.md "Team ties")
export { submitOrder, openOrders } from './play/orders';
