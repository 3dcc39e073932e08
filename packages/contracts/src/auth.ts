import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ErrorBodySchema } from './errors.ts';

export const RoleSchema = z.enum(['Partner', 'Researcher', 'Administrator']);
export type Role = z.infer<typeof RoleSchema>;

/** Flags read by the web to show or hide features; the server checks the same flags. */
export const PermissionSchema = z.enum([
  'ViewFinancials',
  'ExportReports',
  'ManageCompanies',
  'ViewAllAssignments',
]);
export type Permission = z.infer<typeof PermissionSchema>;

/** The signed-in user as the web keeps it (spec 1 §3 User). */
export const SessionUserSchema = z.object({
  ID: z.number().int(),
  UUID: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  Title: z.string(),
  Role: RoleSchema,
  Currency: z.string().length(3),
  SiteAdmin: z.boolean(),
  Groups: z.array(z.string()),
  Permissions: z.record(PermissionSchema, z.boolean()),
  LocationID: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(320),
  password: z.string().min(1, 'Enter your password.').max(1000),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const IsLoggedInResponseSchema = z.object({
  IsLoggedIn: z.boolean(),
  User: SessionUserSchema.nullable(),
});
export type IsLoggedInResponse = z.infer<typeof IsLoggedInResponseSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/v2/user/login',
    summary: 'Sign in with e-mail and password; sets the session and refresh cookies',
    access: 'public',
    tag: 'auth',
    body: LoginRequestSchema,
    response: IsLoggedInResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/v2/user/logout',
    summary: 'Sign out; revokes the session and its refresh tokens',
    access: 'public',
    tag: 'auth',
    response: OkSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/v2/user/refresh',
    summary:
      'Rotate the refresh token and issue a new session cookie; reuse of an old token revokes the family',
    access: 'public',
    tag: 'auth',
    response: IsLoggedInResponseSchema,
  }),
  isLoggedIn: defineEndpoint({
    method: 'GET',
    path: '/api/v2/user/isLoggedIn',
    summary: 'Who is signed in; also sets the readable atrium_csrf cookie',
    access: 'public',
    tag: 'auth',
    response: IsLoggedInResponseSchema,
  }),
};

export { ErrorBodySchema };
