import { lazy, Suspense, useId, useState } from 'react';
import { useNow } from '@/lib/use-now';
import { MESSAGES } from '@/shared/messages';
import { REMINDER_LABELS, REMINDER_MESSAGES, REMINDERS, type Reminder } from '@/shared/reminder-rules';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { CalendarButton } from './calendar-button';
import classes from './ticket-reminder.module.css';

// The page's own 「まもなく出番です」 (a banner, a notification, a vibration) follows the board and the
// stages: its code and their listeners load after this part has painted.
const UpNow = lazy(() => import('./up-now'));

/** A competition is over for 出番のお知らせ a day after it began (as setReminder decides). */
export const REMINDER_UNTIL_MS = 24 * 60 * 60 * 1000;

type SaveState = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/**
 * 出番のお知らせ and カレンダーに追加 on the 参加票 (docs/play.md "Telling participants they are up"):
 * the participant chooses to be mailed 15分前 / 30分前 / 2試合前 or not at all (setReminder), lets this
 * page notify them, and downloads the competition as a calendar entry. Loaded after first paint for
 * an accepted registration of a competition that is neither called off nor over.
 */
export default function TicketReminder({ ticket }: { ticket: RegistTicket }) {
  const legendId = useId();
  const stored = ticket.reminder ?? 'off';
  // The tapped choice shows until the ticket's listener brings what is stored (this tab's or another's).
  const [picked, setPicked] = useState<{ value: Reminder; over: Reminder } | null>(null);
  const choice = picked && picked.over === stored ? picked.value : stored;
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const now = useNow(60_000);

  const choose = async (next: Reminder) => {
    setPicked({ value: next, over: stored });
    setSave({ kind: 'saving' });
    const result = await import('../api/set-reminder')
      .then(({ setReminder }) => setReminder(ticket.id, next))
      .catch(() => ({ ok: false, message: MESSAGES.offline }) as const);
    if (result.ok) {
      setSave({ kind: 'saved' });
    } else {
      setPicked(null);
      setSave({ kind: 'error', message: result.message });
    }
  };

  if (now >= ticket.eventedAt.getTime() + REMINDER_UNTIL_MS) return null;
  return (
    <>
      <section className={`paper ${classes.box} no-print`} aria-labelledby={legendId}>
        <fieldset className={classes.choices} disabled={save.kind === 'saving'}>
          <legend id={legendId} className={classes.legend}>
            {REMINDER_MESSAGES.heading}
          </legend>
          <div className={classes.options}>
            {REMINDERS.map((value) => (
              <label key={value} className={classes.option}>
                <input
                  type="radio"
                  name={`reminder-${ticket.id}`}
                  value={value}
                  checked={choice === value}
                  onChange={() => void choose(value)}
                />
                {REMINDER_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <p
          className={`t-body2 ${classes.status} ${save.kind === 'error' ? classes.error : ''}`}
          role={save.kind === 'error' ? 'alert' : undefined}
          aria-live="polite"
        >
          {save.kind === 'saved'
            ? REMINDER_MESSAGES.saved
            : save.kind === 'error'
              ? save.message
              : save.kind === 'saving'
                ? '保存しています…'
                : ''}
        </p>
        <div className={classes.row}>
          <CalendarButton ticket={ticket} />
        </div>
      </section>
      <Suspense fallback={null}>
        <UpNow ticket={ticket} choice={choice} />
      </Suspense>
    </>
  );
}
