// What names a section's widget, apart from the registry's code (which brings zod): the composition
// root's list of widget modules reads it at start-up.
import type { Section } from '@atrium/contracts';

/** A section's content type, and for components their kind. */
export interface WidgetKey {
  Type: Pick<Section['Type'], 'Identifier'>;
  ComponentType: string;
}

/** A component section's kind as types and their aliases spell it. */
export const componentKind = (section: WidgetKey) => section.ComponentType.trim().toLowerCase();
