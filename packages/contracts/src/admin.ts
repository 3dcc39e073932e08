// Site administration: Groups Admin and the executive brief intake form.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { DEDUPE_GROUP } from './group-names.ts';

/** Groups the portal itself checks (spec 1 §1: DedupeAccess); they cannot be renamed or deleted. */
export const SYSTEM_GROUPS = [DEDUPE_GROUP] as const;
export const GROUP_NAME_TAKEN_MESSAGE = 'This group name has already been taken.';
export const SYSTEM_GROUP_MESSAGE = 'The portal checks this group by name: it cannot be renamed or deleted.';
export const MAX_GROUP_MEMBERS = 5000;

export const GroupMemberSchema = z.object({
  ID: z.number().int(),
  FullName: z.string(),
  Email: z.string(),
  Title: z.string(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

export const GroupSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  IsSystem: z.boolean(),
  Members: z.array(GroupMemberSchema),
});
export type Group = z.infer<typeof GroupSchema>;

export const SaveGroupRequestSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, 'A group name is required.')
    .max(100)
    .regex(/^[\p{L}\p{N} _.-]+$/u, 'Use letters, digits, spaces, dots, dashes or underscores.'),
  Description: z.string().trim().max(500).default(''),
});
export type SaveGroupRequest = z.input<typeof SaveGroupRequestSchema>;

const groupParams = z.object({ id: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------------
// Executive brief intake form (spec 3 §2.10, §8)
// ---------------------------------------------------------------------------------------------

/** spec 3 §8: what the widget shows when the form cannot be loaded and the server said nothing. */
export const INTAKE_LOGIN_MESSAGE = 'You must log in to view this.';
export const MAX_INTAKE_FIELD_CHARS = 4000;
export const MAX_INTAKE_FIELDS = 30;

export const IntakeFormSchema = z.object({
  /** The form's markup, sanitised on the server. */
  Html: z.string(),
});

export const IntakeSubmitRequestSchema = z.object({
  Fields: z
    .record(
      z.string().max(60),
      z.string().max(MAX_INTAKE_FIELD_CHARS, 'Keep each answer under 4,000 characters.'),
    )
    .refine((v) => Object.keys(v).length <= MAX_INTAKE_FIELDS, 'Too many fields.'),
});

export const IntakeSubmissionSchema = z.object({
  ID: z.number().int(),
  SubmittedAt: z.string(),
  SubmittedBy: z.object({ ID: z.number().int(), FullName: z.string(), Email: z.string() }).nullable(),
  Fields: z.array(z.object({ Name: z.string(), Label: z.string(), Value: z.string() })),
});
export type IntakeSubmission = z.infer<typeof IntakeSubmissionSchema>;

export const adminEndpoints = {
  groups: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/groups',
    summary: 'Every group with its members',
    access: 'admin',
    tag: 'admin',
    response: z.array(GroupSchema),
  }),
  createGroup: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/groups',
    acceptsIdempotencyKey: true,
    summary: 'Creates a group',
    access: 'admin',
    tag: 'admin',
    body: SaveGroupRequestSchema,
    response: GroupSchema,
    replies: { 409: 'nameTaken: another group has the name' },
  }),
  updateGroup: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/groups/:id',
    summary: 'Renames a group or changes its description',
    access: 'admin',
    tag: 'admin',
    params: groupParams,
    body: SaveGroupRequestSchema,
    response: GroupSchema,
    replies: { 409: 'nameTaken: another group has the name; conflict: a system group keeps its name' },
  }),
  deleteGroup: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/admin/groups/:id',
    summary: 'Deletes a group; its members lose what it granted on their next request',
    access: 'admin',
    tag: 'admin',
    params: groupParams,
    response: z.object({ ID: z.number().int() }),
    replies: { 409: 'conflict: a system group cannot be removed' },
  }),
  addMember: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/groups/:id/members',
    acceptsIdempotencyKey: true,
    summary: 'Adds a member; it takes effect on their next request',
    access: 'admin',
    tag: 'admin',
    params: groupParams,
    body: z.object({ userId: z.number().int().positive() }),
    response: GroupSchema,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/admin/groups/:id/members/:userId',
    summary: 'Removes a member; it takes effect on their next request',
    access: 'admin',
    tag: 'admin',
    params: groupParams.extend({ userId: z.coerce.number().int().positive() }),
    response: GroupSchema,
  }),
  intakeForm: defineEndpoint({
    method: 'GET',
    path: '/api/v2/widget/forms/intake-form',
    summary: 'The executive brief intake form (sanitised HTML)',
    access: 'user',
    tag: 'admin',
    response: IntakeFormSchema,
  }),
  submitIntake: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/forms/intake-form',
    acceptsIdempotencyKey: true,
    summary: 'Stores a submitted executive brief',
    access: 'user',
    tag: 'admin',
    body: IntakeSubmitRequestSchema,
    response: IntakeSubmissionSchema,
  }),
  intakeSubmissions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/intake-submissions',
    summary: 'Submitted executive briefs, newest first',
    access: 'admin',
    tag: 'admin',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.array(IntakeSubmissionSchema),
  }),
};
