// The site: the route tree with page metadata, page sections (widgets), versions, tags, assets,
// files and folders, calendar events (their attachments and feed: calendar.ts).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './people.ts';

/** One node of the route tree, which is also a page (spec 1 §3 Route). Paths are computed from the tree. */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => routes.id),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    breadcrumbTitle: text('breadcrumb_title').notNull().default(''),
    name: text('name').notNull(),
    path: text('path').notNull(),
    redirectLink: text('redirect_link').notNull().default(''),
    excludeFromNav: boolean('exclude_from_nav').notNull().default(false),
    doNotOpen: boolean('do_not_open').notNull().default(false),
    doNotLink: boolean('do_not_link').notNull().default(false),
    hideDrawer: boolean('hide_drawer').notNull().default(false),
    isOpen: boolean('is_open').notNull().default(false),
    // The public id of the page's file (files.public_id); random, so it cannot be guessed.
    fileId: text('file_id'),
    fileName: text('file_name').notNull().default(''),
    downloadBtn: text('download_btn').notNull().default(''),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    publishDate: date('publish_date', { mode: 'string' }),
    expirationDate: date('expiration_date', { mode: 'string' }),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaImageOid: integer('meta_image_oid'),
    metaImageType: text('meta_image_type').notNull().default(''),
    // spec 3 §3 Promo type.Identifier: what kind of page a promo of this page shows.
    pageKind: text('page_kind').notNull().default('OlympusWebPage'),
    contentFilterJson: text('content_filter_json').notNull().default(''),
    usersFilterJson: text('users_filter_json').notNull().default(''),
    assignmentsFilterJson: text('assignments_filter_json').notNull().default(''),
    companiesFilterJson: text('companies_filter_json').notNull().default(''),
    // Who the page and everything beneath it is for: filter rows, none for everyone (0025).
    audience: jsonb('audience')
      .$type<{ key: { Id: string; Text?: string }; value: { Id: string | number; Text?: string } }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    pageVersion: integer('page_version').notNull().default(1),
    // The page version a page_versions row holds, written by the save that recorded it. Any other
    // value (a bump without a save, content from before the first save) means the page as it is
    // has no row yet, and the next save records it first.
    pageVersionKept: integer('page_version_kept'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    index('routes_parent_idx').on(t.parentId, t.position),
    uniqueIndex('routes_name_unique').on(t.name).where(sql`deleted_at is null`),
    uniqueIndex('routes_sibling_path_unique')
      .on(sql`coalesce(${t.parentId}, 0)`, t.path)
      .where(sql`deleted_at is null`),
  ],
);

/** Old full paths of moved pages, so bookmarked URLs keep working. */
export const routeRedirects = pgTable('route_redirects', {
  oldPath: text('old_path').primaryKey(),
  routeId: integer('route_id')
    .notNull()
    .references(() => routes.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A widget card on a page (spec 1 §3 Section). `id` is the section's OID. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    width: smallint('width').notNull().default(12),
    typeIdentifier: text('type_identifier').notNull(),
    componentType: text('component_type').notNull().default(''),
    isDrawer: boolean('is_drawer').notNull().default(false),
    toRouteName: text('to_route_name').notNull().default(''),
    attributes: jsonb('attributes')
      .$type<{ Name: string; Value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('sections_route_idx').on(t.routeId, t.position)],
);

/** Every page save is a version: a snapshot of the page's metadata and sections. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Authors whose versions a merged publish took in (ADR 013): history names them too. */
    mergedWith: integer('merged_with').array().notNull().default(sql`'{}'`),
  },
  (t) => [uniqueIndex('page_versions_unique').on(t.routeId, t.version)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const routeTags = pgTable(
  'route_tags',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.tagId] })],
);

/** Images (spec 3 §3 Asset). Bytes live on disk under the data folder. */
export const assets = pgTable('assets', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  title: text('title').notNull(),
  typeIdentifier: text('type_identifier').notNull().default('Image'),
  mimeType: text('mime_type').notNull(),
  storagePath: text('storage_path').notNull(),
  width: integer('width'),
  height: integer('height'),
  sizeBytes: integer('size_bytes').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A random public id of a local-provider entry: 'l' and 32 hex digits (Box's own ids are digits). */
const localPublicId = (name: string) =>
  text(name).notNull().unique().default(sql`('l' || replace(gen_random_uuid()::text, '-', ''))`);

export const folders = pgTable('folders', {
  id: serial('id').primaryKey(),
  publicId: localPublicId('public_id'),
  parentId: integer('parent_id').references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  modifiedBy: integer('modified_by').references(() => users.id),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    publicId: localPublicId('public_id'),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storagePath: text('storage_path').notNull(),
    modifiedBy: integer('modified_by').references(() => users.id),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_folder_idx').on(t.folderId)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    body: text('body').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isAllDay: boolean('is_all_day').notNull().default(false),
  },
  (t) => [index('calendar_events_start_idx').on(t.startsAt)],
);

/**
 * Counters bumped by database triggers whenever a watched table changes (e.g. 'routes'), so every
 * API process can keep a derived structure (the route tree) and check it with one cheap read.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** Executive brief intake forms as staff submitted them: who, when, and the answered fields. */
export const intakeSubmissions = pgTable(
  'intake_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    fields: jsonb('fields').$type<{ Name: string; Label: string; Value: string }[]>().notNull(),
  },
  (t) => [index('intake_submissions_at_idx').on(t.submittedAt)],
);
