// How a person's dates and places read in the directory.
import type { Person } from '@atrium/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 4, 2021' for an ISO date; '—' for none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

/** 'Frankfurt · Germany' style place line. */
export function placeLine(person: Pick<Person, 'location' | 'license'>): string {
  return [person.location?.Name, person.license?.Name].filter(Boolean).join(' · ');
}

/** A phone number as a tel: address (spaces and punctuation dropped, + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
