// Share images of the demo pages promos show (spec 3 §2.8, image 224 px): abstract banners drawn
// from a seed, stored as images of the library. They live beside the site's files (files/ of the
// data folder); asset paths are relative to the data folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../platform/database.ts';
import * as schema from '../schema/index.ts';
import type { Random } from './random.ts';

const PALETTES = [
  ['#0b2545', '#13315c', '#8da9c4'],
  ['#1b4332', '#2d6a4f', '#95d5b2'],
  ['#3c096c', '#5a189a', '#c77dff'],
  ['#7f5539', '#b08968', '#ede0d4'],
  ['#023e8a', '#0077b6', '#90e0ef'],
  ['#6a040f', '#9d0208', '#faa307'],
];

function bannerSvg(random: Random, palette: string[]): string {
  const [dark, mid, light] = palette;
  const shapes = Array.from({ length: 7 }, () => {
    const x = Math.round(random.float() * 800);
    const y = Math.round(random.float() * 450);
    const r = Math.round(40 + random.float() * 160);
    const opacity = (0.12 + random.float() * 0.3).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" fill-opacity="${opacity}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>${shapes}
<path d="M0 380 C 200 330, 420 440, 800 360 L 800 450 L 0 450 Z" fill="${light}" fill-opacity="0.35"/></svg>`;
}

/** Renders one banner per title and stores it as an image of the library; answers the asset ids. */
export async function seedPromoImages(
  database: Database,
  options: { filesDir: string; titles: string[]; random: Random; createdBy: number },
): Promise<number[]> {
  const dir = path.join(options.filesDir, 'promo-images');
  await mkdir(dir, { recursive: true });
  const ids: number[] = [];
  for (const [index, title] of options.titles.entries()) {
    const uuid = options.random.uuid();
    const bytes = await sharp(Buffer.from(bannerSvg(options.random, PALETTES[index % PALETTES.length])))
      .jpeg({ quality: 78 })
      .toBuffer();
    await writeFile(path.join(dir, `${uuid}.jpg`), bytes);
    const storagePath = path.posix.join('files', 'promo-images', `${uuid}.jpg`);
    const [row] = await database.db
      .insert(schema.assets)
      .values({
        uuid,
        title,
        typeIdentifier: 'Image',
        mimeType: 'image/jpeg',
        storagePath,
        width: 800,
        height: 450,
        sizeBytes: bytes.length,
        createdBy: options.createdBy,
      })
      .returning({ id: schema.assets.id });
    ids.push(row.id);
  }
  return ids;
}
