import { z } from 'zod';

/** Rich text keeps its HTML in the section's Text; it has no attributes of its own. */
export const RichTextAttributesSchema = z.object({});
