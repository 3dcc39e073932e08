// A page's sections for reading: the grid of cards and, for sections flagged IsDrawer, the side panel.
import type { Page, Section } from '@atrium/contracts';
import { Text } from '@mantine/core';
import { useWidgetsLoading } from '../../../core/widgets/WidgetRegistryContext.tsx';
import classes from './ContentPage.module.css';
import { SectionCard } from './SectionCard.tsx';
import { SidePanel } from './SidePanel.tsx';

export const EMPTY_PAGE = 'This page has no content yet.';

export function SectionGrid({ page, sections }: { page: Page; sections: Section[] }) {
  useWidgetsLoading(sections);
  const main = sections.filter((s) => !s.IsDrawer);
  const extra = sections.filter((s) => s.IsDrawer);
  return (
    <div className={classes.layout}>
      <div className={classes.grid}>
        {main.map((section) => (
          <SectionCard key={section.UUID} section={section} page={page} />
        ))}
        {main.length === 0 && (
          <Text c="dimmed" className={classes.empty}>
            {EMPTY_PAGE}
          </Text>
        )}
      </div>
      {extra.length > 0 && (
        <SidePanel>
          {extra.map((section) => (
            <SectionCard key={section.UUID} section={section} page={page} isInPanel />
          ))}
        </SidePanel>
      )}
    </div>
  );
}
