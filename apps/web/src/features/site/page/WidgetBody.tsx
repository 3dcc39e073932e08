// Renders a section with its widget's view; types not built yet say so inside their card, and a
// reader without the flag its figures need sees that they are not shared, with no call made.
import type { Page, Section } from '@atrium/contracts';
import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { useWidgetOf } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { useMissingFigurePermission } from '../../../core/widgets/widget-permissions.ts';
import { NotShared } from '../../../ui/NotShared.tsx';
import { UnavailableWidget } from './UnavailableWidget.tsx';

export function WidgetBody({ section, page }: { section: Section; page: Page }) {
  const widget = useWidgetOf(section);
  const missingPermission = useMissingFigurePermission(widget);
  if (missingPermission) return <NotShared permission={missingPermission} />;
  if (!widget?.View) return <UnavailableWidget typeName={widget?.displayName ?? section.ComponentType} />;
  const View = widget.View;
  return (
    <Suspense fallback={<Skeleton height={60} radius="sm" />}>
      <View section={section} page={page} />
    </Suspense>
  );
}
