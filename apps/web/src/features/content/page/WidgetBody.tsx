// Renders a section with its widget's view; types not built yet say so inside their card.
import type { Page, Section } from '@atrium/contracts';
import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { useWidgetOf } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { UnavailableWidget } from './UnavailableWidget.tsx';

export function WidgetBody({ section, page }: { section: Section; page: Page }) {
  const widget = useWidgetOf(section);
  if (!widget?.View) return <UnavailableWidget typeName={widget?.displayName ?? section.ComponentType} />;
  const View = widget.View;
  return (
    <Suspense fallback={<Skeleton height={60} radius="sm" />}>
      <View section={section} page={page} />
    </Suspense>
  );
}
