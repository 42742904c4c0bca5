/**
 * A participant's next match as their 参加票 shows it, for 出番のお知らせ: the SAME engine as the ticket
 * page (components/play/stage-play.ts dayPlay and features/ticket/participant-match.ts participantPlay, both
 * pure and free of browser and Firebase code), so the mail and the ticket never disagree on which
 * match is next, its table or its estimated start (docs/play.md "Telling participants they are up").
 */
import { dayPlay } from '@/shared/play/view/stage-play';
import { participantEntryIds, participantPlay, type NextMatch } from '@/shared/play/view/participant-match';
import type { UpNext } from '@/shared/reminder-rules';
import type { Board } from '@/shared/schemas/unit';
import type { Stage } from '@/shared/schemas/stage';

export interface DayOfPlay {
  board: Board;
  stages: Stage[];
  now: Date;
}

export interface ParticipantNext {
  next: NextMatch;
  up: UpNext;
}

/** Every drawn stage timed from the run sheet, once per run for all the subscribers of a competition. */
export function playOfDay(day: DayOfPlay) {
  return dayPlay(day.board, day.stages, day.now).plays;
}

/**
 * The registration's next match in each stage it plays in (a singles and a doubles 部門 each have
 * one) and where each stands, soonest first; empty when it has none (in no stage, all played).
 * Each is claimed and told on its own (remind.ts), so one 出番のお知らせ goes per match.
 */
export function participantNexts(
  plays: ReturnType<typeof playOfDay>,
  board: Board,
  stages: readonly Stage[],
  registId: string,
  now: Date,
): ParticipantNext[] {
  const entryIds = participantEntryIds(board.units, registId, stages);
  if (entryIds.size === 0) return [];
  return participantPlay(plays, entryIds, now).upcoming.map((next) => {
    const play = plays.find((candidate) => candidate.view.stage.id === next.stageId);
    const position = play?.calls.findIndex((call) => call.matchId === next.matchId) ?? -1;
    return {
      next,
      up: { called: next.state !== 'upcoming', start: next.start, ahead: position >= 0 ? position : null },
    };
  });
}
