// Widgets with nothing to show: editors see the widget's empty state, so they know the
// card is there and why it is empty; readers see nothing — the card itself hides, not a blank card.
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { useEditingMode } from '../editing-mode.tsx';

type ReportEmpty = (isEmpty: boolean) => void;

const WidgetEmptyContext = createContext<ReportEmpty>(() => undefined);

/** The card around a widget listens here to hide itself from readers while the widget is empty. */
export const WidgetEmptyProvider = WidgetEmptyContext.Provider;

export interface WidgetEmptyProps {
  /** What an editor reads, e.g. 'No pages match this promo filter'. */
  title: string;
  message?: ReactNode;
}

/** Render this instead of the widget's content when it has nothing to show. */
export function WidgetEmpty({ title, message }: WidgetEmptyProps) {
  const reportEmpty = useContext(WidgetEmptyContext);
  const { isEditing } = useEditingMode();
  useLayoutEffect(() => {
    reportEmpty(true);
    return () => reportEmpty(false);
  }, [reportEmpty]);
  return isEditing ? <EmptyState isCompact title={title} message={message} /> : null;
}
