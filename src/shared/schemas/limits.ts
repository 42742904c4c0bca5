/**
 * Size caps of every stored string and list. firestore.rules repeats these numbers (rules cannot
 * import), and tests/rules checks that an over-long value is refused at exactly these limits.
 */
export const LIMITS = {
  id: 40,
  clubName: 60,
  shortName: 30,
  clubEmails: 10,
  email: 254,
  desc: 4000,
  path: 300,
  title: 80,
  shortTitle: 30,
  venue: 100,
  notice: 500,
  url: 500,
  meetingId: 40,
  passcode: 40,
  capacity: 10000,
  customFields: 20,
  fieldLabel: 40,
  fieldOptions: 20,
  option: 40,
  answer: 1000,
  minutes: 1440,
  unitEntries: 300,
  /** Stages one run-sheet item may hold in parallel (stageId and parallelStages together). */
  unitStages: 5,
  /** Items on one run sheet: their board stays far below Firestore's 1 MiB document limit. */
  boardUnits: 300,
  /**
   * Characters of a board's items as stored (one JSON string, shared/board-codec.ts). At 3 bytes a
   * character at worst this stays under Firestore's 1 MiB; 300 items of 10 entries take ~290,000.
   */
  boardText: 340_000,
  personName: 40,
  kana: 60,
  affiliation: 60,
  category: 40,
  memo: 500,
  phone: 20,
  entryNumber: 99999,
  subject: 200,
  mailBody: 10000,
  /** A filled-in body with its footer: the body plus long names and URLs. */
  mailText: 12000,
  contactBody: 4000,
  error: 1000,
  name: 60,
  role: 10,
  /** Entrants of one stage (対戦): a 256 draw, or a 200-player Swiss with room to spare. */
  stageEntrants: 256,
  /** The people (registrations) behind one stage entrant: a pair has two, a team up to this. */
  entrantPersons: 8,
  /** A team's roster (団体 部門: entry.members), and the 登録選手 a 部門 may ask for at most. */
  teamMembers: 12,
  /** A team's name (団体 部門: the entry's name). */
  teamName: 40,
  /** Stages of one competition (予選リーグ, 決勝トーナメント, …): 5 部門 × 予選 and 決勝 fit, with room. */
  stages: 20,
  /**
   * Calls in the hall's one document (compes/{compeId}/stages/_hall): every match of a day, 14 times the
   * bench's 200-person, 5-部門 day (286 matches); ~200 KiB, well inside the 1 MiB document.
   */
  hallCalls: 4096,
  /** Rules in a stage's ranking order: each of the TIEBREAKS at most once (firestore.rules isStage). */
  tiebreaks: 10,
  /** Swiss rounds, and games in a best-of match. */
  swissRounds: 15,
  bestOf: 9,
  /** Tables (台 / コート / 盤) a stage plays on, and the hall's tables (compe.hall). */
  tables: 64,
  /** A hall table's own name (「A1」); '' reads 「3番台」. */
  tableName: 8,
  /** 休憩: a person's minimum rest between matches, in minutes (compe.hall.restMinutes). */
  restMinutes: 120,
  /** 部門 of one competition (compe.divisions), and how many one registration may enter at most. */
  divisions: 10,
  /** A 部門's name (女子シングルス) and its 参加資格 (「40歳以上」「初段以上」). */
  divisionName: 40,
  divisionConditions: 200,
  /** What the organiser calls a table: 台, コート, 盤, or a word of their own. */
  tableLabel: 6,
  /**
   * Matches of one stage (results and tables hold one entry each; firestore.rules caps both maps at
   * this): a 256 double elimination has 511, 256 in 32 リーグ groups 896, a 200-player 7-round
   * Swiss 700.
   */
  stageMatches: 2048,
  /** A score in one match (得点) or the games won. */
  score: 9999,
  /** Awards the organiser names (敢闘賞, 特別賞 …) on one competition, and their texts' sizes. */
  awards: 20,
  awardTitle: 20,
  awardName: 40,
  awardAffiliation: 40,
} as const;
