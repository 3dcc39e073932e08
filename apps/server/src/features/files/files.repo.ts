import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type FileRow = typeof files.$inferSelect;

export async function findFileById(db: Executor, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
