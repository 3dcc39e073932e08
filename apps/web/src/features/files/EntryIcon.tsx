import { IconFile, IconFileSpreadsheet, IconFileTypePdf, IconFolder, IconPhoto } from '@tabler/icons-react';

export function EntryIcon({ entry, size = 20 }: { entry: { type: string; name: string }; size?: number }) {
  const props = { size, 'aria-hidden': true, stroke: 1.6 } as const;
  if (entry.type === 'folder') return <IconFolder {...props} color="var(--mantine-color-yellow-7)" />;
  const extension = entry.name.split('.').pop()?.toLowerCase() ?? '';
  if (extension === 'pdf') return <IconFileTypePdf {...props} color="var(--mantine-color-red-8)" />;
  if (['csv', 'xlsx', 'xls'].includes(extension))
    return <IconFileSpreadsheet {...props} color="var(--mantine-color-green-8)" />;
  if (['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'].includes(extension))
    return <IconPhoto {...props} color="var(--mantine-color-blue-7)" />;
  return <IconFile {...props} />;
}
