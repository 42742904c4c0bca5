import type { Stage } from '@/shared/schemas/stage';

/** What the page shows of the match: where, who, and whether it still takes reports. */
export interface ReportMatch {
  compeTitle: string;
  stage: Stage;
  /** 「準決勝 第1試合」 */
  matchLabel: string;
  /** 「3番台」, or '' before a call (or where the stage has no tables). */
  table: string;
  sides: [{ name: string; affiliation: string }, { name: string; affiliation: string }];
  /** The result is 確定: the link no longer takes reports. */
  closed: boolean;
}
