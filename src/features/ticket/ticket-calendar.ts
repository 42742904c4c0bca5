/**
 * カレンダーに追加 on the 参加票 (docs/play.md "Telling participants they are up"): the competition as
 * one iCalendar event — its title, the day and time it begins, the venue and the ticket's URL —
 * built with ical-generator (docs/libraries.md), which is loaded only when the participant taps.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { RegistTicket } from '@/shared/schemas/ticket';

/** How long the event is: the day's run sheet is not read here, so a competition day of this many hours. */
export const CALENDAR_EVENT_HOURS = 8;

export type CalendarTicket = Pick<RegistTicket, 'id' | 'compeTitle' | 'eventedAt' | 'venue' | 'name'>;

/**
 * The .ics text. Times are written as instants (UTC, the `Z` form), so every calendar app places
 * them right wherever the phone is set; the calendar names Asia/Tokyo (X-WR-TIMEZONE) as the zone
 * to show it in. Not ical-generator's `timezone`: with a native Date it writes the device's local
 * clock under TZID=Asia/Tokyo, which is wrong on any phone not set to Japan time (docs/libraries.md).
 */
export function ticketCalendar(ticket: CalendarTicket, ticketUrl: string, stamp = new Date()): string {
  const calendar = ical({
    name: ticket.compeTitle,
    prodId: { company: 'compe', product: 'ticket', language: 'JA' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.x('X-WR-TIMEZONE', 'Asia/Tokyo');
  calendar.createEvent({
    id: `${ticket.id}@compe`,
    stamp,
    start: ticket.eventedAt,
    end: new Date(ticket.eventedAt.getTime() + CALENDAR_EVENT_HOURS * 60 * 60_000),
    summary: ticket.compeTitle,
    ...(ticket.venue ? { location: ticket.venue } : {}),
    url: ticketUrl,
    description: `参加票：${ticketUrl}\n${ticket.name} 様の参加票です。`,
  });
  return calendar.toString();
}

/** The file name offered: the competition's title without characters file systems refuse. */
export const calendarFileName = (title: string) => `${title.replace(/[\\/:*?"<>|\s]+/g, '_') || 'compe'}.ics`;
