// Must-read pages: a page everyone of an audience should read by a date. Members see it at the top
// of the home page and in a banner on the page until they mark it read; admins see who has not.
import { z } from 'zod';
import { AudienceSchema } from './audiences.ts';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';
import { mustReadAddresses } from './screen-addresses.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.');

/** A page's must-read mark as the caller sees it. `Audience` and the counts go to admins only. */
export const MustReadStatusSchema = z.object({
  /** Marked must-read until this day (inclusive); null when the page is not must-read. */
  Until: isoDate.nullable(),
  /** The caller is in the must-read audience, and the mark has not run out. */
  IsForYou: z.boolean(),
  /** When the caller marked it read; null while unread. */
  ReadAt: z.string().nullable(),
  Audience: AudienceSchema.optional(),
});
export type MustReadStatus = z.infer<typeof MustReadStatusSchema>;

export const SetMustReadRequestSchema = z.object({
  /** Who should read it; empty: everyone who may see the page. */
  Audience: AudienceSchema.default([]),
  Until: isoDate,
});
export type SetMustReadRequest = z.input<typeof SetMustReadRequestSchema>;

/** One person of the audience who has not read the page yet. */
export const MustReadReaderSchema = z.object({
  ID: z.number().int(),
  FullName: z.string(),
  Email: z.string(),
  Office: z.string(),
});
export type MustReadReader = z.infer<typeof MustReadReaderSchema>;

export const MUST_READ_READERS_PER_PAGE = 50;

export const MustReadReadersSchema = z.object({
  /** People in the audience who may see the page. */
  AudienceCount: z.number().int(),
  ReadCount: z.number().int(),
  /** Those who have not read it, by name, one page of them. */
  NotRead: z.object({
    items: z.array(MustReadReaderSchema),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  }),
  RemindedAt: z.string().nullable(),
});
export type MustReadReaders = z.infer<typeof MustReadReadersSchema>;

/** A must-read page the caller has not read yet (the home page's list). */
export const MustReadItemSchema = z.object({
  UUID: z.string().uuid(),
  Title: z.string(),
  FullPath: z.string(),
  Until: isoDate,
});
export type MustReadItem = z.infer<typeof MustReadItemSchema>;

const pageParams = z.object({ uuid: z.string().uuid() });
const notFound = { 404: 'not_found: no page the caller may see has the UUID' };

export const mustReadEndpoints = {
  mine: defineEndpoint({
    ...mustReadAddresses.mine,
    summary: 'Must-read pages the caller has not read yet, the soonest due first',
    access: 'user',
    tag: 'pages',
    response: z.array(MustReadItemSchema),
  }),
  get: defineEndpoint({
    ...mustReadAddresses.get,
    summary: "A page's must-read mark, and whether the caller has read it",
    access: 'user',
    tag: 'pages',
    params: pageParams,
    response: MustReadStatusSchema,
    replies: notFound,
  }),
  set: defineEndpoint({
    ...mustReadAddresses.set,
    summary: 'Marks a page must-read for an audience until a date (replacing an earlier mark)',
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    body: SetMustReadRequestSchema,
    response: MustReadStatusSchema,
    replies: notFound,
  }),
  clear: defineEndpoint({
    ...mustReadAddresses.clear,
    summary: "Removes a page's must-read mark and its acknowledgements",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: MustReadStatusSchema,
    replies: notFound,
  }),
  read: defineEndpoint({
    ...mustReadAddresses.read,
    summary: 'Marks a must-read page read by the caller',
    access: 'user',
    tag: 'pages',
    params: pageParams,
    response: MustReadStatusSchema,
    replies: { ...notFound, 409: 'conflict: the page is not must-read for the caller' },
  }),
  readers: defineEndpoint({
    ...mustReadAddresses.readers,
    summary: 'How many of the audience have read the page, and who has not (paged)',
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      perPage: z.coerce.number().int().min(1).max(500).default(MUST_READ_READERS_PER_PAGE),
    }),
    response: MustReadReadersSchema,
    replies: notFound,
  }),
  readersCsv: defineEndpoint({
    ...mustReadAddresses.readersCsv,
    summary: 'Who of the audience has not read the page, as CSV (name, e-mail, office)',
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: BinaryResponseSchema,
    replies: notFound,
  }),
  remind: defineEndpoint({
    ...mustReadAddresses.remind,
    summary: 'E-mails everyone of the audience who has not read the page yet, through the outbox',
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: z.object({ Queued: z.number().int() }),
    replies: { ...notFound, 409: 'conflict: the page is not must-read' },
  }),
};
