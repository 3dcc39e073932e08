// The admin form's values and how they become the API's event: local date-times for timed events,
// whole days (the last one inclusive on the form, exclusive in the API) for all-day events.
import type { CalendarEvent, SaveCalendarEvent } from '@atrium/contracts';

export interface EventFormValues {
  subject: string;
  location: string;
  body: string;
  isAllDay: boolean;
  /** `YYYY-MM-DDTHH:mm` (local) for timed events, `YYYY-MM-DD` for all-day ones. */
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
const utcDate = (d: Date) => d.toISOString().slice(0, 10);
const shiftDay = (day: string, by: number) =>
  utcDate(new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000));

export function emptyEventForm(now: Date = new Date()): EventFormValues {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return {
    subject: '',
    location: '',
    body: '',
    isAllDay: false,
    start: localDateTime(start),
    end: localDateTime(new Date(start.getTime() + 3_600_000)),
  };
}

export function eventToForm(event: CalendarEvent): EventFormValues {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  return {
    subject: event.subject,
    location: event.location,
    body: event.body,
    isAllDay: event.isAllDay,
    start: event.isAllDay ? utcDate(start) : localDateTime(start),
    end: event.isAllDay ? shiftDay(utcDate(end), -1) : localDateTime(end),
  };
}

/** Switching all-day on or off keeps the days chosen. */
export function toggleAllDay(values: EventFormValues, isAllDay: boolean): EventFormValues {
  if (isAllDay === values.isAllDay) return values;
  if (isAllDay)
    return { ...values, isAllDay, start: values.start.slice(0, 10), end: values.end.slice(0, 10) };
  return {
    ...values,
    isAllDay,
    start: `${values.start.slice(0, 10)}T09:00`,
    end: `${values.end.slice(0, 10)}T10:00`,
  };
}

export function formToRequest(values: EventFormValues): SaveCalendarEvent {
  const common = {
    subject: values.subject,
    location: values.location,
    body: values.body,
    isAllDay: values.isAllDay,
  };
  if (values.isAllDay) {
    return {
      ...common,
      startsAt: `${values.start}T00:00:00.000Z`,
      endsAt: `${shiftDay(values.end, 1)}T00:00:00.000Z`,
    };
  }
  return {
    ...common,
    startsAt: new Date(values.start).toISOString(),
    endsAt: new Date(values.end).toISOString(),
  };
}

/** What keeps the form from saving, in the server's words. */
export function formProblem(values: EventFormValues): string | null {
  if (!values.subject.trim()) return 'The subject is required.';
  if (
    !values.start ||
    !values.end ||
    Number.isNaN(Date.parse(values.start)) ||
    Number.isNaN(Date.parse(values.end))
  )
    return 'Give a start and an end.';
  if (values.end < values.start) return 'The event cannot end before it starts.';
  return null;
}
