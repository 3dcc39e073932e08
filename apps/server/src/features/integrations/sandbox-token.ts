// The connector sandboxes' bearer token: 32 random bytes made once per installation and kept in the
// data directory (readable by the portal's account only), so only the portal's own clients — which
// read the same file — can call the sandboxes. Every process of one installation reads the same
// file; the first to need it creates it, atomically, so two starting at once agree.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const sandboxTokenPath = (dataDir: string) => path.join(dataDir, 'sandbox-token');

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function readToken(file: string): Promise<string | null> {
  try {
    const text = (await fs.readFile(file, 'utf8')).trim();
    if (!TOKEN.test(text))
      throw new Error(`${file} does not hold a sandbox token; delete it to make a new one`);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The installation's sandbox token, made on first use. */
export async function readOrCreateSandboxToken(dataDir: string): Promise<string> {
  const file = sandboxTokenPath(dataDir);
  const existing = await readToken(file);
  if (existing) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: a reader never sees half a token,
  // and of two processes creating it at once, the second's link fails and it reads the first's.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  const token = await readToken(file);
  if (!token) throw new Error(`${file} could not be created`);
  return token;
}

/** `Authorization: Bearer <token>` carries exactly the expected token (compared in constant time). */
export function hasSandboxToken(expected: string, authorization: string | undefined): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
