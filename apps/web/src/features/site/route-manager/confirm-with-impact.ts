// A confirmation that shows, under its question, the impact of the change on each page it touches.
import { Stack } from '@mantine/core';
import { createElement } from 'react';
import { type ConfirmOptions, confirmAction } from '../../../ui/confirm.tsx';
import { ImpactPanel, type ImpactQuery } from './ImpactPanel.tsx';

export function confirmWithImpact(
  options: Omit<ConfirmOptions, 'details'> & { pages: { uuid: string; title: string; query: ImpactQuery }[] },
): Promise<boolean> {
  const { pages, ...question } = options;
  const panels = pages.map((page) =>
    createElement(ImpactPanel, {
      key: page.uuid,
      uuid: page.uuid,
      query: page.query,
      title: pages.length > 1 ? page.title : undefined,
    }),
  );
  return confirmAction({ ...question, details: createElement(Stack, { gap: 'md' }, ...panels) });
}
