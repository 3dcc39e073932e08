// The firm calendar shown by the Calendar widget: town halls, practice calls, trainings, office
// closures and deadlines spread over the weeks around `today`.
import type { calendarAttachments, calendarEvents } from '../schema/index.ts';
import type { IdAllocator } from './bulk-insert.ts';
import { addDays } from './dates.ts';
import { buildPdf } from './pdf.ts';
import type { Random } from './random.ts';

interface EventTemplate {
  subject: string;
  body: string;
  location?: string;
  /** Whole days; the event is all-day when set. */
  days?: number;
  /** Start hour (UTC) and length in hours for timed events. */
  hour?: number;
  hours?: number;
  attachments?: string[];
}

// biome-ignore format: table
const TEMPLATES: EventTemplate[] = [
  { subject: 'Global Town Hall', hour: 14, hours: 1, location: 'Teams live event', body: '<p>Quarterly update from the Chief Executive and the Executive Committee, followed by open questions.</p>', attachments: ['Town Hall agenda.pdf'] },
  { subject: 'Partner Meeting – Quarterly Results', hour: 15, hours: 2, location: 'London, 10 Bishops Square – Board Room', body: '<p>Review of billings, pipeline and teaming for the quarter.</p><p>Dial-in details are in the invitation.</p>', attachments: ['Quarterly results.pdf', 'Pipeline by practice.pdf'] },
  { subject: 'Financial Services Practice Call', hour: 13, hours: 1, location: 'Teams', body: '<p>Monthly call of the Financial Services practice: market update and open searches.</p>' },
  { subject: 'Technology Practice Roundtable', hour: 16, hours: 1.5, location: 'San Francisco office', body: '<p>Client roundtable on AI leadership with invited CTOs.</p>' },
  { subject: 'New Joiner Orientation', hour: 9, hours: 3, location: 'Teams', body: '<p>Welcome session for colleagues who joined this month: systems, compliance and the way we work.</p>', attachments: ['Orientation handbook.pdf'] },
  { subject: 'Leadership Consulting Certification', days: 3, location: 'Zurich office', body: '<p>Three-day certification in the firm’s leadership assessment method. Places are limited.</p>' },
  { subject: 'Board Practice Breakfast', hour: 7, hours: 1.5, location: 'New York office, 24th floor', body: '<p>Breakfast briefing on board composition trends for chairs and nominating committees.</p>' },
  { subject: 'Month-end billing deadline', days: 1, body: '<p>Invoices for the month must be entered in the billing system by 17:00 local time.</p>' },
  { subject: 'Office closed – public holiday', days: 1, body: '<p>Offices in the affected countries are closed. Urgent client matters: contact your office manager.</p>' },
  { subject: 'Research Community Webinar', hour: 12, hours: 1, location: 'Teams', body: '<p>Sourcing techniques and market mapping: tips from research teams across the regions.</p>' },
  { subject: 'Diversity in Leadership Forum', hour: 17, hours: 2, location: 'Paris office', body: '<p>An evening forum with client speakers on inclusive succession planning.</p>' },
  { subject: 'IT maintenance window', hour: 22, hours: 4, body: '<p>Invenias and the intranet may be briefly unavailable during planned maintenance.</p>' },
  { subject: 'Private Capital Practice Offsite', days: 2, location: 'Lisbon', body: '<p>Annual offsite of the Private Capital practice.</p>', attachments: ['Offsite programme.pdf'] },
  { subject: 'Compliance training deadline', days: 1, body: '<p>Complete the annual data-protection and anti-bribery modules by today.</p>' },
  { subject: 'Asia Pacific Regional Meeting', hour: 2, hours: 3, location: 'Singapore office', body: '<p>Regional meeting of partners and research leads in Asia Pacific.</p>' },
];

export interface SeededCalendar {
  events: (typeof calendarEvents.$inferInsert)[];
  attachments: (typeof calendarAttachments.$inferInsert)[];
}

export function buildCalendarEvents(
  random: Random,
  options: { today: string; count?: number; ids: IdAllocator },
): SeededCalendar {
  const count = options.count ?? 60;
  const events: (typeof calendarEvents.$inferInsert)[] = [];
  const attachments: (typeof calendarAttachments.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    // Every template appears at least once before any repeats.
    const template = i < TEMPLATES.length ? TEMPLATES[i] : random.pick(TEMPLATES);
    // A month of history for the list view, about three months ahead for the calendar view.
    const date = addDays(options.today, random.int(-30, 100));
    const isAllDay = template.days !== undefined;
    const startsAt = isAllDay
      ? new Date(`${date}T00:00:00Z`)
      : new Date(`${date}T${String(template.hour).padStart(2, '0')}:00:00Z`);
    const endsAt = isAllDay
      ? new Date(`${addDays(date, template.days!)}T00:00:00Z`)
      : new Date(startsAt.getTime() + (template.hours ?? 1) * 3_600_000);
    const id = options.ids.next('calendar_events');
    events.push({
      id,
      subject: template.subject,
      body: template.body,
      location: template.location ?? '',
      startsAt,
      endsAt,
      isAllDay,
    });
    for (const name of template.attachments ?? []) {
      const content = buildPdf([name.replace(/\.pdf$/, ''), template.subject, `Date: ${date}`]);
      attachments.push({
        eventId: id,
        name,
        mimeType: 'application/pdf',
        sizeBytes: content.length,
        content,
      });
    }
  }
  return { events, attachments };
}
