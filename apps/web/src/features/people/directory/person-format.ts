// How a person's places, phones and roles read in the directory.
import type { Person } from '@atrium/contracts';

/** 'Frankfurt · Germany' style place line. */
export function placeLine(person: Pick<Person, 'location' | 'license'>): string {
  return [person.location?.Name, person.license?.Name].filter(Boolean).join(' · ');
}

/** A phone number as a tel: address (spaces and punctuation dropped, + kept). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/**
 * What is known of a person, each thing said once and in the order given: a partner whose title is
 * "Partner" reads "Partner", not "Partner · Partner".
 */
export function saidOnce(parts: readonly (string | null | undefined)[]): string[] {
  const said: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !said.some((s) => s.toLowerCase() === text.toLowerCase())) said.push(text);
  }
  return said;
}
