// Your Profile (spec 1 §2.1 /directory/{members}/profile, spec 1 §1, spec 3 §5): phones, the
// currency every amount is shown in, the locale every date reads in, and the photo. A person changes only their own record; site
// admins may change anyone's.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LocaleSchema,
  type Profile,
  type UpdateProfileRequestSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { reindexSearch } from '../search/search.service.ts';
import { describeMember, type TeamingContext } from './directory.service.ts';
import * as repo from './people.repo.ts';
import type { PeopleContext } from './people-context.ts';
import { preparePhoto } from './photo-upload.ts';
import { storedFile } from './picture.service.ts';
import { forgetPicture } from './picture-cache.ts';

/** Uploaded photos live here (relative to the files folder); demo portraits elsewhere are shared. */
const UPLOADED_PHOTOS = 'photos';

async function findProfileRow(ctx: ServiceContext, id: number) {
  const row = await repo.findPerson(ctx.db, id);
  if (!row) throw notFound('There is no colleague with this id.');
  return row;
}

async function buildProfile(ctx: TeamingContext, id: number): Promise<Profile> {
  const row = await findProfileRow(ctx, id);
  const [detail, currencies] = await Promise.all([
    describeMember(ctx, row),
    repo.listRatedCurrencies(ctx.db),
  ]);
  return {
    ...detail,
    Currency: row.currency.toUpperCase(),
    currencies,
    Locale: LocaleSchema.catch(DEFAULT_LOCALE).parse(row.locale),
    locales: [...LOCALES],
  };
}

export function getOwnProfile(ctx: TeamingContext): Promise<Profile> {
  return buildProfile(ctx, ctx.user.ID);
}

function assertMayEdit(ctx: ServiceContext, id: number): void {
  if (ctx.user.ID !== id && !ctx.user.SiteAdmin) throw forbidden('You may change only your own profile.');
}

export async function updateProfile(
  ctx: TeamingContext,
  input: { id: number; changes: z.output<typeof UpdateProfileRequestSchema> },
): Promise<Profile> {
  assertMayEdit(ctx, input.id);
  await findProfileRow(ctx, input.id);
  const { officePhone, mobilePhone, Currency, Locale } = input.changes;
  if (Currency !== undefined) {
    const currencies = await repo.listRatedCurrencies(ctx.db);
    if (!currencies.includes(Currency)) {
      throw new AppError(
        'validation_failed',
        `Choose one of the currencies the firm has exchange rates for: ${currencies.join(', ')}.`,
        400,
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    await repo.updateProfileFields(tx, input.id, {
      officePhone,
      mobilePhone,
      currency: Currency,
      locale: Locale,
    });
    // The person is found by their phone numbers (search, migration 0012).
    if (officePhone !== undefined || mobilePhone !== undefined)
      await reindexSearch({ db: tx }, { types: ['person'], personIds: [input.id] });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'user.profile',
      entity: 'user',
      entityId: input.id,
      detail: { officePhone, mobilePhone, currency: Currency, locale: Locale },
    });
  });
  return buildProfile(ctx, input.id);
}

/** Replaces the photo; the old uploaded file and every resized copy of it go. */
async function replacePhoto(
  ctx: PeopleContext,
  input: { id: number; photoPath: string | null },
): Promise<void> {
  const previous = (await findProfileRow(ctx, input.id)).photoPath;
  await ctx.db.transaction(async (tx) => {
    await repo.updateProfileFields(tx, input.id, { photoPath: input.photoPath });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: input.photoPath ? 'user.photo' : 'user.photo.remove',
      entity: 'user',
      entityId: input.id,
      detail: { photoPath: input.photoPath },
    });
  });
  if (previous && previous !== input.photoPath && previous.startsWith(`${UPLOADED_PHOTOS}/`)) {
    await rm(storedFile(ctx.dataDir, previous), { force: true });
  }
  await forgetPicture(ctx.dataDir, 'SquarePhoto', input.id);
}

export async function setPhoto(
  ctx: PeopleContext,
  input: { id: number; fileName: string; bytes: Buffer },
): Promise<Profile> {
  assertMayEdit(ctx, input.id);
  const row = await findProfileRow(ctx, input.id);
  const photo = await preparePhoto(input);
  // The content's hash in the name: a new photo is a new file, so cached copies never go stale.
  const hash = createHash('sha256').update(photo).digest('hex').slice(0, 16);
  const photoPath = path.posix.join(UPLOADED_PHOTOS, `${input.id}-${hash}.jpg`);
  if (row.photoPath === photoPath) return buildProfile(ctx, input.id);
  const file = storedFile(ctx.dataDir, photoPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, photo);
  try {
    await replacePhoto(ctx, { id: input.id, photoPath });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return buildProfile(ctx, input.id);
}

export async function removePhoto(ctx: PeopleContext, input: { id: number }): Promise<Profile> {
  assertMayEdit(ctx, input.id);
  await replacePhoto(ctx, { id: input.id, photoPath: null });
  return buildProfile(ctx, input.id);
}
