import { desc, eq, ilike } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type AssetRow = typeof assets.$inferSelect;

export async function searchAssets(db: Executor, { search, limit }: { search?: string; limit: number }) {
  const escaped = search?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(assets)
    .where(escaped ? ilike(assets.title, `%${escaped}%`) : undefined)
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .limit(limit);
}

export async function findAssetById(db: Executor, id: number): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  return row;
}

export async function insertAsset(db: Executor, values: typeof assets.$inferInsert): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  return row;
}
