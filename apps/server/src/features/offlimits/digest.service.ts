// Whether the signed-in user gets their off-limits ending in the next 90 days by mail each week.
import type { OffLimitsDigest } from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import * as repo from './digest.repo.ts';

export async function getDigest(db: Executor, userId: number): Promise<OffLimitsDigest> {
  return { subscribed: await repo.isSubscribed(db, userId) };
}

export async function setDigest(
  db: Executor,
  userId: number,
  input: OffLimitsDigest,
): Promise<OffLimitsDigest> {
  await repo.setSubscribed(db, userId, input.subscribed);
  return getDigest(db, userId);
}
