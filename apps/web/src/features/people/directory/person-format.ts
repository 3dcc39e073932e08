// How a person's places and phones read in the directory.
import type { Person } from '@atrium/contracts';

/** 'Frankfurt · Germany' style place line. */
export function placeLine(person: Pick<Person, 'location' | 'license'>): string {
  return [person.location?.Name, person.license?.Name].filter(Boolean).join(' · ');
}

/** A phone number as a tel: address (spaces and punctuation dropped, + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
