import { useEffect, useMemo, useRef, useState } from 'react';
import { dayPlay } from '@/shared/play/view/stage-play';
import { Button } from '@/components/ui/button';
import type { LiveBoard } from '@/lib/live-board/board';
import { useLiveBoard } from '@/lib/live-board/use-live-board';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { useNow } from '@/lib/use-now';
import { useOnTheDay } from '@/lib/use-on-the-day';
import { REMINDER_MESSAGES, type Reminder } from '@/shared/reminder-rules';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { participantEntryIds, participantPlay, type NextMatch } from '@/shared/play/view/participant-match';
import { markTold, matchKey, upNowDue } from '../up-now-due';
import { useTicketHall } from '../api/use-ticket-hall';
import classes from './ticket-reminder.module.css';

/** Re-checked this often, so a lead time is noticed as time passes between two changes. */
export const UP_NOW_TICK_MS = 30_000;
const VIBRATION = [300, 150, 300];

const upText = (next: NextMatch) => `${next.text}（${next.stageName} ${next.round}）`;

type Permission = NotificationPermission | 'unsupported';
const permissionNow = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * 「通知を許可」 (permission is asked only on that tap, never on load) and the page's 「まもなく出番です」
 * while the ticket is open: a banner while the page is visible, a notification when permitted, and
 * one vibration — once per match (up-now.ts).
 */
export default function UpNow({ ticket, choice }: { ticket: RegistTicket; choice: Reminder }) {
  // Followed on the competition's day; before it, read once (docs/play.md "On the public pages").
  const onTheDay = useOnTheDay(ticket.eventedAt);
  const live = useLiveBoard(ticket.compeId, onTheDay);
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const onBoard =
    live.board?.units.some((unit) => unit.entries.some((entry) => entry.registId === ticket.registId)) ??
    false;
  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };
  return (
    <>
      {permission === 'default' ? (
        <div className={`${classes.box} no-print`}>
          <Button variant="outlined" onClick={() => void ask()}>
            {REMINDER_MESSAGES.allowNotifications}
          </Button>
        </div>
      ) : permission === 'granted' || permission === 'denied' ? (
        <p className={`t-body2 t-muted ${classes.box} no-print`}>
          {permission === 'granted'
            ? REMINDER_MESSAGES.notificationsOn
            : REMINDER_MESSAGES.notificationsDenied}
        </p>
      ) : null}
      {live.board && onBoard ? (
        <UpNowWatch
          ticket={ticket}
          choice={choice}
          board={live.board}
          receivedAt={live.receivedAt}
          onTheDay={onTheDay}
        />
      ) : null}
    </>
  );
}

function UpNowWatch({
  ticket,
  choice,
  board,
  receivedAt,
  onTheDay,
}: {
  ticket: RegistTicket;
  choice: Reminder;
  board: LiveBoard;
  receivedAt: number;
  onTheDay: boolean;
}) {
  const stages = useLiveStages(ticket.compeId, onTheDay ? 'always' : 'never');
  const tick = useNow(UP_NOW_TICK_MS);
  const at = Math.max(tick, receivedAt, stages.receivedAt);
  const entryIds = useMemo(
    () => participantEntryIds(board.units, ticket.registId, stages.stages),
    [board.units, ticket.registId, stages.stages],
  );
  const hall = useTicketHall(ticket.compeId);
  const up = useMemo(() => {
    const now = new Date(at);
    const { plays } = dayPlay(board, stages.stages, now);
    // The next match of each 部門 they play in: the first that is due is told.
    const { upcoming } = participantPlay(plays, entryIds, now, hall);
    return (
      upcoming.find((next) => {
        const calls = plays.find((play) => play.view.stage.id === next.stageId)?.calls ?? [];
        const position = calls.findIndex((call) => call.matchId === next.matchId);
        return upNowDue(next, choice, position >= 0 ? position : null, now);
      }) ?? null
    );
  }, [at, board, stages.stages, entryIds, choice, hall]);
  const told = useRef<string | null>(null);

  // Once per match: the vibration and the notification (the banner shows while it is due).
  useEffect(() => {
    if (!up) return;
    const key = matchKey(up);
    if (told.current === key) return;
    told.current = key;
    if (!markTold(ticket.id, key)) return;
    navigator.vibrate?.(VIBRATION);
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      try {
        new Notification(REMINDER_MESSAGES.upNow, {
          body: `${ticket.compeTitle}\n${upText(up)}`,
          tag: key,
        });
      } catch (error) {
        // Android's Chrome notifies only through a service worker: the banner and the vibration remain.
        console.warn(error);
      }
    }
  }, [up, ticket.id, ticket.compeTitle]);

  if (!up) return null;
  return (
    <p className={`${classes.banner} no-print`} role="alert">
      {REMINDER_MESSAGES.upNow}：{upText(up)}
    </p>
  );
}
