// A provider's list of records, each read on its own: a record that fails the company form's rules
// (a name it would refuse, say) is left out of the list and logged with the reason, instead of the
// whole answer being refused or the record reaching a screen.
import { z } from 'zod';
import type { ConnectorName } from './connector-errors.ts';
import type { ConnectorLog } from './connector-http.ts';

export function recordListSchema<T>(
  schema: z.ZodType<T>,
  options: { name: ConnectorName; log: ConnectorLog },
): z.ZodType<T[]> {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item, index) => {
      const parsed = schema.safeParse(item);
      if (parsed.success) return [parsed.data];
      const issue = parsed.error.issues[0];
      options.log.warn(
        { connector: options.name, index, field: issue?.path.join('.'), reason: issue?.message },
        "a connector record was left out: it fails the company form's rules",
      );
      return [];
    }),
  ) as unknown as z.ZodType<T[]>;
}
