// One widget card: its title, the widget, and (in editing mode) a toolbar and a drag handle.
import type { Page, Section } from '@atrium/contracts';
import { Paper, Text, Title } from '@mantine/core';
import { type CSSProperties, forwardRef, type ReactNode, useState } from 'react';
import { useEditingMode } from '../../../core/editing-mode.tsx';
import { useWidgetOf } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { WidgetEmptyProvider } from '../../../core/widgets/widget-empty.tsx';
import classes from './ContentPage.module.css';
import { sectionSpan } from './section-width.ts';
import { WidgetBody } from './WidgetBody.tsx';

interface SectionCardProps {
  section: Section;
  page: Page;
  /** Editing mode: drag handle and row buttons, shown in the card's header. */
  toolbar?: ReactNode;
  style?: CSSProperties;
  isDragging?: boolean;
  /** Cards in the side panel fill its width. */
  isInPanel?: boolean;
}

export const SectionCard = forwardRef<HTMLElement, SectionCardProps>(function SectionCard(
  { section, page, toolbar, style, isDragging, isInPanel },
  ref,
) {
  const widget = useWidgetOf(section);
  const { isEditing } = useEditingMode();
  // A widget with nothing to show hides its whole card from readers.
  const [isEmpty, setEmpty] = useState(false);
  const isHidden = isEmpty && !isEditing;
  const span = sectionSpan(section.Width);
  const headingId = `section-${section.UUID}-title`;
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={section.Title ? headingId : undefined}
      aria-label={section.Title ? undefined : 'Untitled widget'}
      withBorder
      radius="md"
      p="lg"
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-editing={toolbar ? true : undefined}
      data-empty={isEmpty || undefined}
      aria-hidden={isHidden || undefined}
      style={
        {
          ...(isInPanel ? {} : { '--span': span.base, '--span-wide': span.wide }),
          ...style,
          ...(isHidden ? { display: 'none' } : {}),
        } as CSSProperties
      }
    >
      {(section.Title || toolbar) && (
        <div className={classes.cardHeader}>
          {section.Title ? (
            <Title order={2} id={headingId} className={classes.cardTitle}>
              {section.Title}
            </Title>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              {widget?.displayName ?? 'Widget'} · untitled
            </Text>
          )}
          {toolbar}
        </div>
      )}
      <WidgetEmptyProvider value={setEmpty}>
        <WidgetBody section={section} page={page} />
      </WidgetEmptyProvider>
    </Paper>
  );
});
