// spec 1 §2.7, §5: Add Widget has a widget type selector; Add is enabled only after a type is chosen.
import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useWidgetRegistry } from '../../../core/widgets/WidgetRegistryContext.tsx';
import classes from './PageEditor.module.css';

export function AddWidgetBar({ isDisabled, onAdd }: { isDisabled: boolean; onAdd: (key: string) => void }) {
  const { typeOptions } = useWidgetRegistry();
  const [type, setType] = useState<string | null>(null);
  return (
    <div className={classes.addBar}>
      <Select
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
    </div>
  );
}
