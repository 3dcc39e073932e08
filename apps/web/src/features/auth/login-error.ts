// The sentence the login form shows for a failed sign-in.
import { isApiError } from '../../api/api-error.ts';

export function describeLoginError(error: unknown): string {
  if (!isApiError(error)) return 'Signing in failed. Please try again.';
  switch (error.code) {
    case 'invalid_credentials':
      return error.message || 'The e-mail address or password is not correct.';
    case 'rate_limited': {
      const wait = error.retryAfterSeconds;
      const hint = wait ? ` Try again in ${formatWait(wait)}.` : '';
      return `${error.message || 'Too many sign-in attempts.'}${error.message?.includes('Try again') ? '' : hint}`;
    }
    case 'validation_failed':
      return error.issues?.[0]?.message ?? error.message;
    case 'network_error':
      return 'Atrium cannot be reached. Check your connection and try again.';
    default:
      return error.message || 'Signing in failed. Please try again.';
  }
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
