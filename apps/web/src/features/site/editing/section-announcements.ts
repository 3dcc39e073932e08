// What screen readers hear while a card is moved with the keyboard: card titles, not ids.

import type { Section } from '@atrium/contracts';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { WidgetRegistry } from '../../../core/widgets/widget-registry.ts';
import { sectionLabel } from './SortableSection.tsx';

export const SECTION_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this card, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
};

export function sectionAnnouncements(options: {
  sections: Section[];
  registry: WidgetRegistry;
}): Announcements {
  const { sections, registry } = options;
  const label = (id: string | number | undefined) => {
    const section = sections.find((s) => s.UUID === id);
    return section ? sectionLabel({ section, registry }) : 'the card';
  };
  return {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${label(active.id)} was moved over ${label(over.id)}.`
        : `${label(active.id)} is no longer over a card.`,
    onDragEnd: ({ active, over }) =>
      over ? `${label(active.id)} was dropped over ${label(over.id)}.` : `${label(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled.`,
  };
}
