import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { REMINDER_MESSAGES } from '@/shared/reminder';
import type { RegistTicket } from '@/shared/schemas/ticket';

/** Hands the browser a file to save (a phone's browser offers it to the calendar app). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** カレンダーに追加: the competition as an .ics file; ical-generator loads only on the tap. */
export function CalendarButton({ ticket }: { ticket: RegistTicket }) {
  const [failed, setFailed] = useState(false);
  const add = async () => {
    setFailed(false);
    try {
      const { ticketCalendar, calendarFileName } = await import('../ticket-calendar');
      const url = `${window.location.origin}${paths.ticket.getHref(ticket.id)}`;
      download(ticketCalendar(ticket, url), calendarFileName(ticket.compeTitle));
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
