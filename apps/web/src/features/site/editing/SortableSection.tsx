// A card that can be dragged with the mouse or moved with the keyboard (dnd-kit).
import { AUDIENCE_ATTRIBUTE, type Page, type Section } from '@atrium/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useWidgetRegistry } from '../../../core/widgets/WidgetRegistryContext.tsx';
import type { WidgetRegistry } from '../../../core/widgets/widget-registry.ts';
import { readAudienceAttribute } from '../audience/audience-rows.ts';
import { SectionCard } from '../page/SectionCard.tsx';
import { SectionToolbar } from './SectionToolbar.tsx';

interface SortableSectionProps {
  section: Section;
  page: Page;
  isSaving: boolean;
  isInPanel?: boolean;
  onInsertBefore: (uuid: string) => void;
  onEdit: (uuid: string) => void;
  onDuplicate: (uuid: string) => void;
  onDelete: (uuid: string) => void;
}

/** How a card is named to screen readers and on its buttons. */
export function sectionLabel(options: { section: Section; registry: WidgetRegistry }): string {
  const { section, registry } = options;
  return section.Title.trim() || `${registry.findWidget(section)?.displayName ?? 'widget'} (untitled)`;
}

export function SortableSection({
  section,
  page,
  isSaving,
  isInPanel,
  onInsertBefore,
  onEdit,
  onDuplicate,
  onDelete,
}: SortableSectionProps) {
  const registry = useWidgetRegistry();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: section.UUID,
    disabled: isSaving,
  });
  return (
    <SectionCard
      ref={setNodeRef}
      section={section}
      page={page}
      isInPanel={isInPanel}
      isDragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 5 : undefined }}
      toolbar={
        <SectionToolbar
          label={sectionLabel({ section, registry })}
          audience={readAudienceAttribute(
            section.Attributes.find((a) => a.Name === AUDIENCE_ATTRIBUTE)?.Value,
          )}
          isDisabled={isSaving}
          dragAttributes={attributes}
          dragListeners={listeners}
          onInsertBefore={() => onInsertBefore(section.UUID)}
          onEdit={() => onEdit(section.UUID)}
          onDuplicate={() => onDuplicate(section.UUID)}
          onDelete={() => onDelete(section.UUID)}
        />
      }
    />
  );
}
