// Staff, groups and sign-in state. Sessions and refresh tokens live in the database so several
// API processes can share them.

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations, practiceGroups, skills } from './reference.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull().unique(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    role: text('role', { enum: ['Partner', 'Researcher', 'Administrator'] }).notNull(),
    // spec 2 §6: user status Active has id 1
    statusId: smallint('status_id').notNull().default(1),
    locationId: integer('location_id').references(() => locations.id),
    practiceGroupId: integer('practice_group_id').references(() => practiceGroups.id),
    officePhone: text('office_phone').notNull().default(''),
    mobilePhone: text('mobile_phone').notNull().default(''),
    adLogin: text('ad_login').notNull().default(''),
    bio: text('bio').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    // How dates read on screen (one of the contracts' LOCALES).
    locale: text('locale').notNull().default('en-US'),
    // Relative to the data folder's files/; null means no photo (the web shows initials).
    photoPath: text('photo_path'),
    isSiteAdmin: boolean('is_site_admin').notNull().default(false),
    blfCertified: boolean('blf_certified').notNull().default(false),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    hireDate: date('hire_date', { mode: 'string' }),
    joinDate: date('join_date', { mode: 'string' }),
    roleChangedDate: date('role_changed_date', { mode: 'string' }),
    inactiveDate: date('inactive_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_location_idx').on(t.locationId),
    index('users_name_idx').on(t.lastName, t.firstName),
  ],
);

export const userSkills = pgTable(
  'user_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] })],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/** A sign-in: the access token lives in the session cookie; its refresh tokens form one family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The identity provider's ID token of a single sign-on session, handed back when signing out there. */
    oidcIdToken: text('oidc_id_token'),
    /** The CSRF token bound to this session, echoed in `X-CSRF-Token` by its browser (null: older sessions). */
    csrfToken: text('csrf_token'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The tokens this one was exchanged for, sealed with this token (platform/tokens.ts). */
    successor: text('successor'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Login attempts, kept to rate-limit guessing across every API process. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.key, t.attemptedAt)],
);

/**
 * Single sign-on attempts under way: what the callback checks (state, nonce, PKCE verifier), keyed
 * by the hash of a random value in the browser's cookie, so only the browser that started one can
 * finish it, and any API process can.
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    browserKeyHash: text('browser_key_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_sign_ins_expires_idx').on(t.expiresAt)],
);
