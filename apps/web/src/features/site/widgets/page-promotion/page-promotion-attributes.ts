import { z } from 'zod';

/** A page promotion names its page in the section's ToVueRouterName; no attributes of its own. */
export const PagePromotionAttributesSchema = z.object({});
