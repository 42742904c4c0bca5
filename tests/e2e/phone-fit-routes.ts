/**
 * Every route of the app (src/app/router.tsx), as its full path pattern, that the phone-fit journey
 * (phone-fit.spec.ts) opens at 390 px. tests/unit/phone-fit-routes.test.ts checks this list against
 * the router's routes: a route added there and not here fails that test, and the journey must then
 * say how to open it.
 */
export const PHONE_FIT_ROUTES = [
  '/',
  '/about',
  '/contact/:clubId?',
  '/sign/:ticketId?',
  '/confirm/:code?/:secret?',
  '/ticket/:ticketId',
  '/god',
  '/:clubId',
  '/:clubId/live/:compeId',
  '/:clubId/livez/:compeId',
  '/:clubId/call/:compeId',
  '/:clubId/result/:compeId',
  '/:clubId/regist/:compeId',
  '/:clubId/report/:compeId/:stageId/:matchId',
  '/:clubId/form',
  '/:clubId/form/club',
  '/:clubId/form/mail',
  '/:clubId/form/:mailId?/card',
  '/:clubId/form/link',
  '/:clubId/form/:compeId/compe',
  '/:clubId/form/:compeId/entry',
  '/:clubId/form/:compeId/tab',
  '/:clubId/form/:compeId/match',
  '/:clubId/form/:compeId/match/print',
  '/:clubId/form/:compeId/awards',
  '/:clubId/form/:compeId/regist',
  '*',
] as const;

export type PhoneFitRoute = (typeof PHONE_FIT_ROUTES)[number];
