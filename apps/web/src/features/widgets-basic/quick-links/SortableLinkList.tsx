// The quick links in the editor, dragged with the mouse or moved with the keyboard (dnd-kit,
// loaded only when the editor opens).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import classes from './QuickLinks.module.css';
import type { QuickLink } from './quick-links-attributes.ts';

interface SortableLinkListProps {
  items: QuickLink[];
  disabled: boolean;
  onReorder: (items: QuickLink[]) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}

const nameOf = (item: QuickLink) => item.title || item.href || 'untitled link';

export default function SortableLinkList({
  items,
  disabled,
  onReorder,
  onEdit,
  onRemove,
}: SortableLinkListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onReorder(arrayMove(items, from, to));
  };
  const position = (id: string | number) => items.findIndex((i) => i.id === id) + 1;
  const titleOf = (id: string | number) => nameOf(items.find((i) => i.id === id) ?? items[0]);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To move a link, press Space, use the arrow keys, then press Space again to drop it.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${titleOf(active.id)}, position ${position(active.id)} of ${items.length}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} is over position ${position(over.id)} of ${items.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} dropped at position ${position(over.id)} of ${items.length}.`
              : undefined,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Links">
          {items.map((item) => (
            <SortableLinkRow
              key={item.id}
              item={item}
              disabled={disabled}
              onEdit={onEdit}
              onRemove={onRemove}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableLinkRow(props: {
  item: QuickLink;
  disabled: boolean;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const { item } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: props.disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.editorRow}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.handle}
        aria-label={`Move ${nameOf(item)}`}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {item.title || '(no title)'}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {item.href}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="default"
          disabled={props.disabled}
          onClick={() => props.onEdit(item.id)}
          aria-label={`Edit ${nameOf(item)}`}
        >
          Edit
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          disabled={props.disabled}
          onClick={() => props.onRemove(item.id)}
          aria-label={`Remove ${nameOf(item)}`}
        >
          Remove
        </Button>
      </Group>
    </li>
  );
}
