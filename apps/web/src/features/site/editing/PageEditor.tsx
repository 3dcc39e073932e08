// Editing mode (spec 1 §2.7, §4): sortable cards (mouse and keyboard), Add Widget, Duplicate,
// Delete, the widget form and the save bar.
import type { Page } from '@atrium/contracts';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Text } from '@mantine/core';
import { type Dispatch, useRef, useState } from 'react';
import { useWidgetRegistry } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { confirmAction } from '../../../ui/confirm.tsx';
import { DraftStatus } from '../drafts/DraftStatus.tsx';
import { OtherDrafts } from '../drafts/OtherDrafts.tsx';
import type { PageDrafts } from '../drafts/use-page-drafts.ts';
import classes from '../page/ContentPage.module.css';
import { EMPTY_PAGE } from '../page/SectionGrid.tsx';
import { SidePanel } from '../page/SidePanel.tsx';
import { AddWidgetBar } from './AddWidgetBar.tsx';
import { type DraftAction, type PageDraft, temporarySectionId } from './page-draft.ts';
import { SaveBar } from './SaveBar.tsx';
import { SortableSection, sectionLabel } from './SortableSection.tsx';
import { SECTION_DRAG_INSTRUCTIONS, sectionAnnouncements } from './section-announcements.ts';
import { UndoRedoButtons } from './UndoRedoButtons.tsx';
import type { UndoControls } from './undo-history.ts';
import type { useSavePage } from './use-save-page.ts';
import { WidgetFormModal } from './WidgetFormModal.tsx';

export const DELETE_SECTION_MESSAGE = 'You are about to remove this object. Are you sure?';

interface PageEditorProps {
  page: Page;
  draft: PageDraft;
  dispatch: Dispatch<DraftAction>;
  saving: ReturnType<typeof useSavePage>;
  drafts: PageDrafts;
  undo: UndoControls;
}

export function PageEditor({ page, draft, dispatch, saving, drafts, undo }: PageEditorProps) {
  const registry = useWidgetRegistry();
  const [editingUuid, setEditingUuid] = useState<string | null>(null);
  const [insertBeforeUuid, setInsertBeforeUuid] = useState<string | null>(null);
  const addSelect = useRef<HTMLInputElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { isSaving } = saving;
  const takenIds = () => draft.sections.map((s) => s.UUID);
  const main = draft.sections.filter((s) => !s.IsDrawer);
  const extra = draft.sections.filter((s) => s.IsDrawer);
  const editing = draft.sections.find((s) => s.UUID === editingUuid) ?? null;

  const addWidget = (key: string) => {
    const widget = registry.getWidget(key);
    if (!widget) return;
    const uuid = temporarySectionId({ taken: takenIds() });
    dispatch({ type: 'add', widget, uuid, beforeUuid: insertBeforeUuid });
    setInsertBeforeUuid(null);
    setEditingUuid(uuid);
  };
  const insertBefore = draft.sections.find((s) => s.UUID === insertBeforeUuid);
  // "+" on a card: the type is chosen in the Add Widget bar, and the widget goes before that card.
  const startInsert = (uuid: string) => {
    setInsertBeforeUuid(uuid);
    addSelect.current?.scrollIntoView({ block: 'center' });
    addSelect.current?.focus();
  };

  const duplicate = (uuid: string) =>
    dispatch({ type: 'duplicate', uuid, newUuid: temporarySectionId({ taken: takenIds() }) });

  const remove = async (uuid: string) => {
    const isConfirmed = await confirmAction({
      title: 'Remove widget',
      message: DELETE_SECTION_MESSAGE,
      confirmLabel: 'Remove',
      isDanger: true,
    });
    if (isConfirmed) dispatch({ type: 'remove', uuid });
  };

  // Cards move within their own area (the grid or the side panel); indices are of the whole page.
  const moveSection = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.sections.findIndex((s) => s.UUID === active.id);
    const to = draft.sections.findIndex((s) => s.UUID === over.id);
    if (from < 0 || to < 0 || draft.sections[from].IsDrawer !== draft.sections[to].IsDrawer) return;
    dispatch({ type: 'move', from, to });
  };

  const cardProps = {
    page,
    isSaving,
    onInsertBefore: startInsert,
    onEdit: setEditingUuid,
    onDuplicate: duplicate,
    onDelete: (uuid: string) => void remove(uuid),
  };

  return (
    <>
      <OtherDrafts others={drafts.others} onOpen={(other) => void drafts.openDraft(other)} />
      <AddWidgetBar
        isDisabled={isSaving}
        onAdd={addWidget}
        insertBefore={insertBefore ? sectionLabel({ section: insertBefore, registry }) : null}
        onCancelInsert={() => setInsertBeforeUuid(null)}
        selectRef={addSelect}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={moveSection}
        accessibility={{
          announcements: sectionAnnouncements({ sections: draft.sections, registry }),
          screenReaderInstructions: SECTION_DRAG_INSTRUCTIONS,
        }}
      >
        <div className={classes.layout}>
          <SortableContext items={main.map((s) => s.UUID)} strategy={rectSortingStrategy}>
            <div className={classes.grid}>
              {main.map((section) => (
                <SortableSection key={section.UUID} section={section} {...cardProps} />
              ))}
              {main.length === 0 && (
                <Text c="dimmed" className={classes.empty}>
                  {EMPTY_PAGE} Choose a widget type above and press Add.
                </Text>
              )}
            </div>
          </SortableContext>
          {extra.length > 0 && (
            <SortableContext items={extra.map((s) => s.UUID)} strategy={rectSortingStrategy}>
              <SidePanel>
                {extra.map((section) => (
                  <SortableSection key={section.UUID} section={section} isInPanel {...cardProps} />
                ))}
              </SidePanel>
            </SortableContext>
          )}
        </div>
      </DndContext>
      <SaveBar
        isChanged={draft.isChanged}
        isSaving={isSaving}
        onSave={() => void saving.save()}
        onRevert={() => void drafts.revert()}
        status={<DraftStatus drafts={drafts} isSaving={isSaving} />}
        history={<UndoRedoButtons controls={undo} isSaving={isSaving} />}
      />
      {editing && (
        <WidgetFormModal
          key={editing.UUID}
          section={editing}
          onClose={() => setEditingUuid(null)}
          onApply={(changes) => dispatch({ type: 'update', uuid: editing.UUID, changes })}
        />
      )}
    </>
  );
}
