// A widget with nothing to show shows its empty state to editors and nothing — not a
// blank card — to readers. The marker lets the page grid hide the reader's card (ContentPage.module.css).
import { EmptyState } from '../../ui/empty-state/index.ts';
import { useEditingMode } from '../editing-mode.tsx';

export const NOTHING_TO_SHOW_ATTRIBUTE = 'data-widget-empty';

export function NothingToShow({ title, message }: { title: string; message?: string }) {
  const { isEditing } = useEditingMode();
  if (isEditing) return <EmptyState title={title} message={message} isCompact />;
  return <span data-widget-empty hidden />;
}
