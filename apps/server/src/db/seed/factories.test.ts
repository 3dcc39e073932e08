// The factories other tests build on: what they insert must obey the same rules as the demo firm.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../../platform/database.ts';
import { verifyPassword } from '../../platform/tokens.ts';
import { fxRates } from '../schema/index.ts';
import {
  seedAssignment,
  seedCompany,
  seedFxRate,
  seedInvoice,
  seedReference,
  seedUser,
} from './factories.ts';

describe.skipIf(process.env.ATRIUM_TEST_DB === 'postgres')('seed factories', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
  });
  afterAll(() => database?.close());

  it('builds a linked reference set with a Director Search subsector', async () => {
    const ref = await seedReference(database.db, { country: { currency: 'EUR' } });
    expect(ref.location.countryId).toBe(ref.country.id);
    expect(ref.license.regionId).toBe(ref.region.id);
    expect(ref.country.currency).toBe('EUR');
    expect(ref.directorSearch.isDirectorSearch).toBe(true);
  });

  it('creates a user who can sign in with the given password', async () => {
    const user = await seedUser(database.db, { role: 'Researcher', password: 'secret-pass' });
    expect(user.role).toBe('Researcher');
    expect(await verifyPassword('secret-pass', user.passwordHash)).toBe(true);
  });

  it('makes a company its own parent unless a parent is given', async () => {
    const parent = await seedCompany(database.db);
    const child = await seedCompany(database.db, { parentId: parent.id });
    expect(parent.parentId).toBe(parent.id);
    expect(child.parentId).toBe(parent.id);
  });

  it('shares a team evenly to exactly 100% and splits an invoice to the cent', async () => {
    const users = await Promise.all([seedUser(database.db), seedUser(database.db), seedUser(database.db)]);
    const { assignment, team } = await seedAssignment(database.db, {
      team: users.map((u) => ({ userId: u.id })),
    });
    expect(team.map((m) => m.percentage)).toEqual(['33.34', '33.33', '33.33']);
    expect(team.map((m) => m.role)).toEqual(['D', 'H', 'H']);
    const { invoice, splits } = await seedInvoice(database.db, {
      assignmentId: assignment.id,
      amount: 1000,
      currency: 'EUR',
    });
    expect(invoice.amount).toBe('1000.00');
    expect(splits.map((s) => s.amount)).toEqual(['333.40', '333.30', '333.30']);
  });

  it('takes explicit splits and zero-decimal currencies', async () => {
    const [a, b] = await Promise.all([seedUser(database.db), seedUser(database.db)]);
    const { assignment } = await seedAssignment(database.db, { status: 'O', statusDate: '2024-03-01' });
    const { splits } = await seedInvoice(database.db, {
      assignmentId: assignment.id,
      amount: '1000001',
      currency: 'JPY',
      splits: [
        { userId: a.id, percentage: 50 },
        { userId: b.id, percentage: 50 },
      ],
    });
    expect(splits.map((s) => s.amount)).toEqual(['500001.00', '500000.00']);
  });

  it('replaces a month’s FX rate', async () => {
    await seedFxRate(database.db, { month: '2024-01-01', currency: 'GBP', unitsPerUsd: 0.8 });
    await seedFxRate(database.db, { month: '2024-01-01', currency: 'GBP', unitsPerUsd: '0.79' });
    const stored = await database.db.select().from(fxRates).where(eq(fxRates.currency, 'GBP'));
    expect(stored.map((r) => Number(r.unitsPerUsd))).toEqual([0.79]);
  });
});
