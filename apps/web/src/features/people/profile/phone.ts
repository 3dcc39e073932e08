// spec 3 §5: the phone input accepts only valid characters; the contract's rule decides.
import { PHONE_PATTERN, PhoneSchema } from '@atrium/contracts';

/** Drops what a phone number may not hold, so typing a letter does nothing. */
export function keepPhoneCharacters(value: string): string {
  return [...value].filter((char) => PHONE_PATTERN.test(char)).join('');
}

/** The message for a phone number the server would refuse, or null. */
export function phoneError(value: string): string | null {
  const parsed = PhoneSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a phone number.');
}
