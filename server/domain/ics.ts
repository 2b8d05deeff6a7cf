import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { COMPANY_TIME_ZONE } from '../../calendar/zone';

/**
 * Calendar files (RFC 5545, written by ical-generator): the `.ics` of an appointment's mail and
 * an employee's feed. Times are written in UTC (`…Z`), which every calendar shows in its own
 * zone; X-WR-TIMEZONE names Brussels for the feed's readers. The UID stays the appointment's and
 * SEQUENCE rises with each change, so a calendar replaces or cancels the event it holds.
 */

export interface CalendarEvent {
  uid: string;
  sequence: number;
  title: string;
  start: string;
  end: string;
  location: string;
  description: string;
  cancelled: boolean;
  /** When this version of the event was written (DTSTAMP). */
  stamp: string;
  url?: string;
}

export interface CalendarFile {
  /** REQUEST (an invitation or its change), CANCEL, or none (a feed). */
  method?: 'REQUEST' | 'CANCEL';
  /** The feed's name in a calendar app. */
  name?: string;
  companyName: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  events: CalendarEvent[];
}

/** The text of a calendar file. */
export function calendarFile(file: CalendarFile): string {
  const calendar = ical({
    prodId: { company: file.companyName || 'Back office', product: 'Agenda', language: 'NL' },
    method:
      file.method === 'CANCEL'
        ? ICalCalendarMethod.CANCEL
        : file.method === 'REQUEST'
          ? ICalCalendarMethod.REQUEST
          : undefined,
    name: file.name,
    // A hint for readers of a feed; the times themselves are UTC.
    x: file.method ? [] : [{ key: 'X-WR-TIMEZONE', value: COMPANY_TIME_ZONE }],
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: new Date(event.stamp),
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.title,
      location: event.location || undefined,
      description: event.description || undefined,
      url: event.url,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: file.organizer,
      attendees: file.attendee
        ? [{ name: file.attendee.name || undefined, email: file.attendee.email, rsvp: false }]
        : [],
    });
  }
  return calendar.toString();
}
