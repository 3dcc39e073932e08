// spec 1 §2.7, §5: Add Widget has a widget type selector; Add is enabled only after a type is chosen.
import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type RefObject, useState } from 'react';
import { useWidgetRegistry } from '../../../core/widgets/WidgetRegistryContext.tsx';
import classes from './PageEditor.module.css';

interface AddWidgetBarProps {
  isDisabled: boolean;
  onAdd: (key: string) => void;
  /** The card a new widget goes before ("+" on a card); none: at the end. */
  insertBefore: string | null;
  onCancelInsert: () => void;
  selectRef: RefObject<HTMLInputElement | null>;
}

export function AddWidgetBar({
  isDisabled,
  onAdd,
  insertBefore,
  onCancelInsert,
  selectRef,
}: AddWidgetBarProps) {
  const { typeOptions } = useWidgetRegistry();
  const [type, setType] = useState<string | null>(null);
  return (
    <div className={classes.addBar}>
      <Select
        ref={selectRef}
        label="Add Widget"
        placeholder="Choose a widget type"
        data={typeOptions}
        value={type}
        onChange={setType}
        searchable
        nothingFoundMessage="No widget of that name"
        w={300}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!type || isDisabled}
        onClick={() => {
          if (!type) return;
          onAdd(type);
          setType(null);
        }}
      >
        Add
      </Button>
      {insertBefore && (
        <Group gap={6} wrap="nowrap" role="status">
          <Text size="sm">Goes before {insertBefore}</Text>
          <Button variant="subtle" size="compact-sm" onClick={onCancelInsert}>
            Add at the end instead
          </Button>
        </Group>
      )}
    </div>
  );
}
