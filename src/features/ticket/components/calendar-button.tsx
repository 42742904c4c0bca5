import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { downloadFile } from '@/lib/download';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import type { RegistTicket } from '@/shared/schemas/ticket';

/** カレンダーに追加: the competition as an .ics file; ical-generator loads only on the tap. */
export function CalendarButton({ ticket }: { ticket: RegistTicket }) {
  const [failed, setFailed] = useState(false);
  const add = async () => {
    setFailed(false);
    try {
      const { ticketCalendar, calendarFileName } = await import('../ticket-calendar');
      const url = `${window.location.origin}${paths.ticket.getHref(ticket.id)}`;
      downloadFile(
        calendarFileName(ticket.compeTitle),
        ticketCalendar(ticket, url),
        'text/calendar;charset=utf-8',
      );
    } catch (error) {
      console.warn(error);
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void add()}>
        {REMINDER_MESSAGES.addToCalendar}
      </Button>
      {failed ? (
        <span role="alert" className="t-body2">
          {REMINDER_MESSAGES.calendarFailed}
        </span>
      ) : null}
    </>
  );
}
