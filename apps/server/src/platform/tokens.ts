import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** `scrypt$<salt>$<hash>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Spend the same time as a real check so unknown accounts cannot be told apart by timing.
    await scryptAsync(password, randomBytes(16), KEY_LENGTH);
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** Tokens are stored only as hashes, so a database leak does not hand out sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const SEAL_INFO = 'atrium sealed with a token';

/**
 * Text only the holder of `token` can read back: AES-256-GCM under a key derived from the token,
 * which is itself stored only as a hash. `iv.tag.ciphertext`, base64url.
 */
export function sealWithToken(token: string, text: string): string {
  const key = Buffer.from(hkdfSync('sha256', token, '', SEAL_INFO, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** What `sealWithToken` sealed with this token, or null if it was sealed with another or altered. */
export function openWithToken(token: string, sealed: string): string | null {
  const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !text) return null;
  try {
    const key = Buffer.from(hkdfSync('sha256', token, '', SEAL_INFO, 32));
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
