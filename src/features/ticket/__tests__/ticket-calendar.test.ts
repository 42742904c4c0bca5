import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFileName, CALENDAR_EVENT_HOURS, ticketCalendar } from '../ticket-calendar';
import { jst, ticketOf } from './fixtures';

/** カレンダーに追加: the file is read back with a parser (ical.js), as a calendar app would. */
describe('the 参加票 as a calendar entry (.ics)', () => {
  const ticket = ticketOf();
  const url = 'https://compe.example/ticket/tK4p9QzR2mVx7LwN3sYb8c';
  const parse = () => new ICAL.Component(ICAL.parse(ticketCalendar(ticket, url)));

  it('is one event with the title, the start in Japan time, the venue and the ticket URL', () => {
    const calendar = parse();
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Tokyo');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.summary).toBe('さくらウィンターカップ');
    expect(event.location).toBe('市民体育館');
    expect(events[0].getFirstPropertyValue('url')).toBe(url);
    expect(event.description).toContain(url);
    expect(event.startDate.toJSDate().getTime()).toBe(jst('09:00').getTime());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      CALENDAR_EVENT_HOURS * 3600_000,
    );
    expect(event.uid).toBe(`${ticket.id}@compe`);
  });

  it('leaves out the venue when there is none', () => {
    const text = ticketCalendar({ ...ticket, venue: '' }, url);
    const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.location).toBeNull();
  });

  it('names the file after the competition, without characters a file system refuses', () => {
    expect(calendarFileName('春季/秋季 大会: 決勝')).toBe('春季_秋季_大会_決勝.ics');
    expect(calendarFileName('')).toBe('compe.ics');
  });
});
