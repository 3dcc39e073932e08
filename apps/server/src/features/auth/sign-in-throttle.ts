// Sign-in throttling: one account from one address gets ATRIUM_LOGIN_LIMIT failures per
// window, one address (a whole office behind NAT) five times that; then 429. Failures for one
// account across many addresses do not lock it — its owner, from their own address, still signs
// in — but every further wrong password for it is answered more slowly.
import type { Config } from '../../config.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import * as repo from './auth.repo.ts';

type ThrottleConfig = Pick<Config, 'ATRIUM_LOGIN_LIMIT'>;

const LOGIN_WINDOW_SECONDS = 15 * 60;
const limitFor = (config: ThrottleConfig, key: string) =>
  key.startsWith('ip:') ? config.ATRIUM_LOGIN_LIMIT * 5 : config.ATRIUM_LOGIN_LIMIT;
const MAX_SLOWDOWN_MS = 5_000;

export interface ReservedAttempt {
  ids: number[];
  /** Failures for this account in the window before this attempt, from any address. */
  accountFailures: number;
  pairKey: string;
  accountKey: string;
}

/**
 * Records this attempt before the password is checked, then counts, holding a lock per limited key
 * meanwhile: attempts on one account and address (or one address) take turns, so concurrent guesses
 * cannot slip past the limit together, nor refuse each other. Answers 429 (the attempt not kept)
 * when the account-and-address or the address is over its limit.
 */
export async function reserveAttempt(
  { db, config }: SystemContext & { config: ThrottleConfig },
  { email, ip }: { email: string; ip: string },
): Promise<ReservedAttempt> {
  const pairKey = `email-ip:${email}|${ip}`;
  const ipKey = `ip:${ip}`;
  const accountKey = `email:${email}`;
  const keys = [pairKey, ipKey, accountKey];
  return db.transaction(async (tx) => {
    await repo.lockLoginKeys(tx, [pairKey, ipKey]);
    const ids = await repo.insertLoginAttempts(tx, keys);
    const counts = await repo.countAttemptsByKey(tx, keys, LOGIN_WINDOW_SECONDS);
    for (const key of [pairKey, ipKey]) {
      const { count = 0, oldest = null } = counts.get(key) ?? {};
      if (count > limitFor(config, key)) {
        const retryAfter = oldest
          ? Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_SECONDS * 1000 - Date.now()) / 1000))
          : LOGIN_WINDOW_SECONDS;
        // Thrown inside the transaction: the attempt just recorded is rolled back with it.
        throw new AppError('rate_limited', 'Too many sign-in attempts. Please wait and try again.', 429, {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
    }
    return { ids, accountFailures: (counts.get(accountKey)?.count ?? 1) - 1, pairKey, accountKey };
  });
}

/** How long a wrong password for an account under attack waits before it is answered. */
function slowdownMs(config: ThrottleConfig, accountFailures: number): number {
  const over = accountFailures - config.ATRIUM_LOGIN_LIMIT;
  return over < 0 ? 0 : Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** Math.min(over, 10));
}

/** Holds back the answer to a failed attempt while its account is over its limit. */
export async function waitAfterFailure(config: ThrottleConfig, attempt: ReservedAttempt): Promise<void> {
  const delay = slowdownMs(config, attempt.accountFailures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/**
 * A successful sign-in clears the account's failures, from this address and every other, and
 * does not count against the address.
 */
export async function forgetAttempts(db: Executor, attempt: ReservedAttempt): Promise<void> {
  await repo.deleteLoginAttempts(db, attempt.ids);
  await repo.clearLoginAttempts(db, attempt.pairKey);
  await repo.clearLoginAttempts(db, attempt.accountKey);
}
