// Audiences (docs/permissions.md): who a page, a navigation node or a widget is for, written as the
// page filters' rows. Rows of one key widen (any of them), different keys narrow (all of them).
import { z } from 'zod';
import { AUDIENCE_KEYS } from './audience-keys.ts';

export const AudienceKeySchema = z.enum(AUDIENCE_KEYS);

export const AudienceRowSchema = z.object({
  key: z.object({ Id: AudienceKeySchema, Text: z.string().max(300).optional() }),
  value: z.object({
    Id: z.union([z.string().trim().min(1).max(100), z.number().int()]),
    Text: z.string().max(300).optional(),
  }),
});
export type AudienceRow = z.infer<typeof AudienceRowSchema>;

/** No rows: everyone. */
export const AudienceSchema = z.array(AudienceRowSchema).max(200, 'An audience has at most 200 rows.');
export type Audience = z.infer<typeof AudienceSchema>;

/** An audience kept as text (a widget's attribute): unreadable or misshapen text limits to no one but admins. */
export function parseAudienceText(text: string | undefined | null): Audience | 'unreadable' {
  if (!text?.trim()) return [];
  try {
    const parsed = AudienceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
