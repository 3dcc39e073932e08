// The search index: one document per page, person, company and assignment, rebuilt by the SQL
// functions of migration 0010 (pages by triggers, the rest on seed, import and the services' saves).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind', { enum: ['page', 'person', 'company', 'assignment'] }).notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Plain text the snippet is cut from. */
    body: text('body').notNull().default(''),
    /** The title folded (lower case, accents off where unaccent exists): exact-name and trigram matches. */
    nameFold: text('name_fold').notNull(),
    document: tsvector('document').notNull(),
    /** People: active staff rank first. */
    isActive: boolean('is_active').notNull().default(true),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_name_idx').on(t.kind, t.nameFold),
    // One or two typed letters match the words of names only (migration 0012).
    index('search_documents_name_words_idx').using('gin', sql`to_tsvector('simple', ${t.nameFold})`),
    // The trigram index (gin_trgm_ops on name_fold) is created by the migration when pg_trgm exists.
  ],
);
