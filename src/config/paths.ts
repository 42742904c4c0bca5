/**
 * Every URL of the app (docs/product.md). Routes use `path`; links call `getHref()`; nobody concatenates
 * URLs elsewhere. The named routes (home, club, compeLink, confirm, contact) are here too.
 */
const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contact: {
    path: '/contact/:clubId?',
    getHref: (clubId?: string) => (clubId ? `/contact/${seg(clubId)}` : '/contact'),
  },
  sign: {
    path: '/sign/:ticketId?',
    getHref: (ticketId?: string) => (ticketId ? `/sign/${seg(ticketId)}` : '/sign'),
  },
  confirm: {
    path: '/confirm/:code?/:secret?',
    getHref: (code: string, secret?: string) =>
      secret ? `/confirm/${seg(code)}/${seg(secret)}` : `/confirm/${seg(code)}`,
  },
  ticket: { path: '/ticket/:ticketId', getHref: (ticketId: string) => `/ticket/${seg(ticketId)}` },
  god: { path: '/god', getHref: () => '/god' },
  club: { path: '/:clubId', getHref: (clubId: string) => `/${seg(clubId)}` },
  live: {
    path: '/:clubId/live/:compeId',
    getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/live/${seg(compeId)}`,
  },
  livez: {
    path: '/:clubId/livez/:compeId',
    getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/livez/${seg(compeId)}`,
  },
  /** 呼び出し画面: the calls to the tables, for a venue screen (docs/play.md "The call board"). */
  call: {
    path: '/:clubId/call/:compeId',
    getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/call/${seg(compeId)}`,
  },
  /**
   * 結果報告 (docs/play.md): the credential rides in the fragment — never sent to a server, never in a
   * Referer — `#k=` the match key of the 試合票 QR (審判) or `#t=` the reporting player's ticket id.
   */
  report: {
    path: '/:clubId/report/:compeId/:stageId/:matchId',
    getHref: (
      clubId: string,
      compeId: string,
      stageId: string,
      matchId: string,
      cred: { key: string } | { ticketId: string },
    ) =>
      `/${seg(clubId)}/report/${seg(compeId)}/${seg(stageId)}/${seg(matchId)}#${
        'key' in cred ? `k=${seg(cred.key)}` : `t=${seg(cred.ticketId)}`
      }`,
  },
  /** 結果: a competition's record, public (docs/play.md "The record (結果)"). */
  result: {
    path: '/:clubId/result/:compeId',
    getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/result/${seg(compeId)}`,
  },
  regist: {
    path: '/:clubId/regist/:compeId',
    getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/regist/${seg(compeId)}`,
  },
  form: {
    root: { path: '/:clubId/form', getHref: (clubId: string) => `/${seg(clubId)}/form` },
    club: { path: 'club', getHref: (clubId: string) => `/${seg(clubId)}/form/club` },
    mail: { path: 'mail', getHref: (clubId: string) => `/${seg(clubId)}/form/mail` },
    card: {
      path: ':mailId?/card',
      getHref: (clubId: string, mailId?: string) =>
        mailId ? `/${seg(clubId)}/form/${seg(mailId)}/card` : `/${seg(clubId)}/form/card`,
    },
    link: { path: 'link', getHref: (clubId: string) => `/${seg(clubId)}/form/link` },
    compe: {
      path: ':compeId/compe',
      getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/form/${seg(compeId)}/compe`,
    },
    entry: {
      path: ':compeId/entry',
      getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/form/${seg(compeId)}/entry`,
    },
    /** 進行表 (the run sheet); the URL keeps the product's `tab`. */
    runSheet: {
      path: ':compeId/tab',
      getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/form/${seg(compeId)}/tab`,
    },
    /** 対戦 (the play); the URL keeps the product's `match`. */
    play: {
      path: ':compeId/match',
      getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/form/${seg(compeId)}/match`,
    },
    /** 対戦の印刷: a stage's 対戦表 (`sheet`) or its 試合票 (`slips`). */
    playPrint: {
      path: ':compeId/match/print',
      getHref: (clubId: string, compeId: string, stageId?: string, print?: 'sheet' | 'slips') => {
        const query = new URLSearchParams();
        if (stageId) query.set('stage', stageId);
        if (print) query.set('print', print);
        const search = query.toString();
        return `/${seg(clubId)}/form/${seg(compeId)}/match/print${search ? `?${search}` : ''}`;
      },
    },
    /** 表彰: 表彰状 to print, the named awards, 結果 CSV (docs/play.md "Awards (表彰状)"). */
    awards: {
      path: ':compeId/awards',
      getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/form/${seg(compeId)}/awards`,
    },
    registList: {
      path: ':compeId/regist',
      getHref: (clubId: string, compeId: string) => `/${seg(clubId)}/form/${seg(compeId)}/regist`,
    },
  },
} as const;

/** The named route `compeLink` (docs/product.md): a club's competition list. */
export const compeLinkHref = (clubId: string) => paths.form.link.getHref(clubId);
