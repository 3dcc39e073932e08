// Demo portraits: a fixed pool of drawn head-and-shoulders pictures, rendered to PNG once and
// shared out so that most of the demo firm has a picture and some people show initials instead.
// A pool rather than one per person: rendering costs ~30 ms a picture, and 1,500 of them would
// add most of a minute to the first start. The drawings are DiceBear's "Personas" style, a remix
// of "Personas by Draftbit" (draftbit.com), licensed CC BY 4.0: the credit is written beside them.
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createAvatar, type StyleOptions } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import sharp from 'sharp';
import type { users } from '../schema/index.ts';
import type { Random } from './random.ts';

export const PORTRAIT_POOL_SIZE = 48;
/** Share of people with a portrait; the rest exercise the initials fallback (spec 3 §2.6). */
export const PORTRAIT_SHARE = 0.85;
const PORTRAIT_PIXELS = 512;
// The style and its options are part of the file name: changing them must not reuse old files.
const POOL_NAME = 'personas-v1';

/** Where pool picture `index` lives, relative to the files folder (what users.photo_path holds). */
export const portraitPath = (index: number) =>
  path.posix.join('portraits', `${POOL_NAME}-${String(index + 1).padStart(2, '0')}.png`);

/** Office-appropriate choices: open eyes, a smile, no caps or pacifiers. */
const STYLE_OPTIONS: StyleOptions<personas.Options> = {
  size: PORTRAIT_PIXELS,
  backgroundColor: ['dbe4ee', 'e3e8f0', 'd5dde8', 'e8e4dc', 'dfe7e2'],
  eyes: ['open', 'glasses', 'happy'],
  mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
  hair: [
    'long',
    'shortCombover',
    'curlyHighTop',
    'bobCut',
    'curly',
    'curlyBun',
    'buzzcut',
    'bobBangs',
    'bald',
    'balding',
    'bunUndercut',
    'fade',
    'straightBun',
    'extraLong',
    'shortComboverChops',
  ],
  hairColor: ['362c47', '6c4545', '2c1b18', 'a55728', 'b58143', 'd6b370', '9e9e9e', 'e8e1e1'],
  clothingColor: ['456dff', '3a4a6b', '2f3e46', '6b7b8c', '7555ca', '54748f'],
  body: ['squared', 'rounded', 'small'],
};

const CREDITS = `Demo portraits drawn with DiceBear (dicebear.com), style "Personas":
a remix of "Personas by Draftbit" by Draftbit (draftbit.com), licensed CC BY 4.0
(creativecommons.org/licenses/by/4.0/).
`;

/** The PNG bytes of pool picture `index`; the same index always draws the same picture. */
export async function renderPortrait(index: number): Promise<Buffer> {
  const svg = createAvatar(personas, { ...STYLE_OPTIONS, seed: `portrait-${index}` }).toString();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Gives each user row a pool picture, or none for about one in seven. Demo accounts always get
 * one, so the signed-in demo shows a picture on its own profile.
 */
export function assignPortraits(
  random: Random,
  rows: (typeof users.$inferInsert)[],
  options: { alwaysFor: (row: typeof users.$inferInsert) => boolean },
): void {
  for (const row of rows) {
    const hasPortrait = random.chance(PORTRAIT_SHARE);
    const index = random.int(0, PORTRAIT_POOL_SIZE - 1);
    row.photoPath = hasPortrait || options.alwaysFor(row) ? portraitPath(index) : null;
  }
}

/** Writes the pool into `filesDir`; pictures already there are kept (they are the same bytes). */
export async function renderPortraitPool(filesDir: string): Promise<number> {
  const missing = [...Array(PORTRAIT_POOL_SIZE).keys()].filter(
    (i) => !existsSync(path.join(filesDir, portraitPath(i))),
  );
  if (missing.length === 0) return 0;
  await mkdir(path.join(filesDir, 'portraits'), { recursive: true });
  await writeFile(path.join(filesDir, 'portraits', 'CREDITS.txt'), CREDITS);
  // Two at a time: sharp works off the main thread, and the machine may have only two cores.
  for (let at = 0; at < missing.length; at += 2) {
    await Promise.all(
      missing.slice(at, at + 2).map(async (index) => {
        const target = path.join(filesDir, portraitPath(index));
        const partial = `${target}.${process.pid}.tmp`;
        await writeFile(partial, await renderPortrait(index));
        await rename(partial, target);
      }),
    );
  }
  return missing.length;
}
