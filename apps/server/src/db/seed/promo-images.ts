// Share images of the demo pages promos show (spec 3 §2.8, image 224 px): photographs kept in
// promo-photos/ beside this file (free licences, credited in its ATTRIBUTION.md), copied into the
// library as images. They live beside the site's files (files/ of the data folder); asset paths are
// relative to the data folder. Each photo is cropped 4:3 with its subject in the middle, so the
// centred 224 px crop of a tile or a phone-width card keeps it.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../platform/database.ts';
import * as schema from '../schema/index.ts';
import type { Random } from './random.ts';

const PHOTOS_DIR = path.join(import.meta.dirname, 'promo-photos');

/** Copies each photo into the library under its page's title; answers the asset ids, in order. */
export async function seedPromoImages(
  database: Database,
  options: {
    filesDir: string;
    images: { title: string; photo: string }[];
    random: Random;
    createdBy: number;
  },
): Promise<number[]> {
  const dir = path.join(options.filesDir, 'promo-images');
  await mkdir(dir, { recursive: true });
  const ids: number[] = [];
  for (const { title, photo } of options.images) {
    const bytes = await readFile(path.join(PHOTOS_DIR, photo));
    const { width, height } = await sharp(bytes).metadata();
    const uuid = options.random.uuid();
    await writeFile(path.join(dir, `${uuid}.jpg`), bytes);
    const [row] = await database.db
      .insert(schema.assets)
      .values({
        uuid,
        title,
        typeIdentifier: 'Image',
        mimeType: 'image/jpeg',
        storagePath: path.posix.join('files', 'promo-images', `${uuid}.jpg`),
        width,
        height,
        sizeBytes: bytes.length,
        createdBy: options.createdBy,
      })
      .returning({ id: schema.assets.id });
    ids.push(row.id);
  }
  return ids;
}
