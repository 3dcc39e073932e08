// What every service function receives first: the database (or the open transaction) and the caller.
import type { Executor } from './database.ts';
import type { AuthUser } from './session.ts';

export interface ServiceContext {
  db: Executor;
  user: AuthUser;
}

/** For work done without a signed-in caller: public endpoints, start-up, the command line. */
export interface SystemContext {
  db: Executor;
}
