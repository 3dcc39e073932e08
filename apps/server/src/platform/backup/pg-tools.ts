// pg_dump and pg_restore, run as child processes so a dump of any size never holds the event loop.
// The password goes in the environment, not the command line, where `ps` would show it.
import { spawn } from 'node:child_process';

export type PgTool = 'pg_dump' | 'pg_restore';

/** What to install when a PostgreSQL client tool is missing, for the server's major version. */
export function installAdvice(tool: PgTool, serverMajor?: number): string {
  const version = serverMajor ? `-${serverMajor}` : '';
  return (
    `${tool} was not found on PATH. Install the PostgreSQL client tools${serverMajor ? ` of version ${serverMajor} or newer` : ''} ` +
    `(Debian/Ubuntu: apt-get install postgresql-client${version}; Red Hat: dnf install postgresql${serverMajor ?? ''}; ` +
    'macOS: brew install libpq and add its bin folder to PATH), then run this again.'
  );
}

/** The connection as pg_dump and pg_restore take it: an address without the password, and the password apart. */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export async function runPgTool(
  tool: PgTool,
  options: { url: string; args: string[]; serverMajor?: number },
): Promise<void> {
  const { dbname, env } = connectionOf(options.url);
  const child = spawn(tool, [...options.args, `--dbname=${dbname}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(installAdvice(tool, options.serverMajor)) : error),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${errors.trim() || 'no message'}`));
    });
  });
}
