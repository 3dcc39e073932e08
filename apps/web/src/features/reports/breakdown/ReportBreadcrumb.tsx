// The report's level, starting at 'Global' (spec 2 §2, §4): Global › region › license › location.
// Each level above the current one goes back to it.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { DrillLevel } from '../filter/report-filter.ts';

export function ReportBreadcrumb(props: { levels: readonly DrillLevel[]; onGoTo: (depth: number) => void }) {
  const crumbs = [
    { label: 'Global', depth: 0 },
    ...props.levels.map((level, i) => ({ label: level.name, depth: i + 1 })),
  ];
  return (
    <nav aria-label="Report level">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.depth} size="sm" fw={600} c="navy.8" aria-current="location">
              {crumb.label}
            </Text>
          ) : (
            <Anchor
              key={crumb.depth}
              component="button"
              type="button"
              size="sm"
              onClick={() => props.onGoTo(crumb.depth)}
            >
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
