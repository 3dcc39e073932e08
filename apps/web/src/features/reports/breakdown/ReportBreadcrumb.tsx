// The report's level, starting at 'Global' (spec 2 §2, §4): Global › region › license › location.
// A region, license or office chosen in the filter form shows as its level too; each level above
// the current one goes back to it.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { DrillLevel, FormLevel } from '../filter/report-filter.ts';

const LEVEL_ORDER = ['region', 'license', 'location'] as const;

interface Crumb {
  label: string;
  /** The drill depth this crumb goes back to. */
  depth: number;
}

/** Global, then per level the drilled row, or else what the form picked for that level. */
export function reportCrumbs(levels: readonly DrillLevel[], formLevels: readonly FormLevel[]): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Global', depth: 0 }];
  for (const key of LEVEL_ORDER) {
    const drilled = levels.findIndex((level) => level.key === key);
    const picked = formLevels.find((level) => level.key === key);
    if (drilled >= 0) crumbs.push({ label: levels[drilled].name, depth: drilled + 1 });
    else if (picked) {
      const above = levels.filter((l) => LEVEL_ORDER.indexOf(l.key) < LEVEL_ORDER.indexOf(key));
      crumbs.push({ label: picked.label, depth: above.length });
    }
  }
  return crumbs;
}

export function ReportBreadcrumb(props: {
  levels: readonly DrillLevel[];
  formLevels?: readonly FormLevel[];
  onGoTo: (depth: number) => void;
}) {
  const crumbs = reportCrumbs(props.levels, props.formLevels ?? []);
  return (
    <nav aria-label="Report level">
      <Breadcrumbs separator="›" separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={`${crumb.depth}:${crumb.label}`} size="sm" fw={600} c="navy.8" aria-current="location">
              {crumb.label}
            </Text>
          ) : (
            <Anchor
              key={`${crumb.depth}:${crumb.label}`}
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
