// One metric box as the report screens and dashboard widgets show it (spec 2 §2): the figure,
// its change against the compare period with an arrow, and what it is compared with. The change
// rule itself is the caller's; this box only shows its result.
import { Box, Group, Paper, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  describeKpi,
  type KpiComparison,
  NO_CHANGE_LABEL,
  shownComparison,
  TONE_WORDS,
} from './kpi-description.ts';

const TONES = {
  up: { Icon: IconArrowUpRight, color: 'teal.9' },
  down: { Icon: IconArrowDownRight, color: 'red.9' },
  flat: { Icon: IconMinus, color: 'gray.7' },
} as const;

/** The headline boxes' top rule, in the current-period chart colour. */
const ACCENT = 'var(--mantine-color-accent-6)';
const QUIET = '#e3e8ef';

export interface KpiBoxProps {
  label: string;
  /** The figure, formatted in the viewer's currency or unit. */
  value: string;
  /** null when there is nothing to compare with. */
  comparison?: KpiComparison | null;
  isLoading?: boolean;
  isCompareLoading?: boolean;
  /** Shown when there is no comparison. */
  noComparisonText?: string;
  /** A line under the comparison, e.g. a period or a footnote. */
  caption?: ReactNode;
  /** The split boxes: smaller figure, quieter top rule. */
  isSmall?: boolean;
  /** Makes the box a button, e.g. to open the rows behind the figure. */
  onOpen?: () => void;
  /** The button's name; by default the box read out in words, then "show the rows behind it". */
  openLabel?: string;
}

/**
 * The figure's font size: its usual size while the figure fits the box, smaller in a narrow box
 * (two boxes a row on a phone) so that a long amount stays inside the padding. A figure's
 * characters average at most about 0.66em (bold tabular digits, narrow separators); the size
 * follows the box's own width (container units), not the window's, as widgets are narrower.
 */
function figureFontSize(value: string, isSmall: boolean): string {
  const usual = isSmall ? 'var(--mantine-font-size-md)' : '1.25rem';
  const fitting = `${(100 / (Math.max(value.length, 1) * 0.66)).toFixed(2)}cqi`;
  return `clamp(0.875rem, ${fitting}, ${usual})`;
}

/**
 * The comparison's two lines in outline while it loads, each as tall as a line of it, so that the
 * box keeps its size (and the page below it stays put) when the comparison arrives.
 */
function ComparisonSkeleton() {
  return (
    <Stack gap={0} aria-hidden>
      {[60, 90].map((width) => (
        <Text key={width} size="xs" component="div">
          <Skeleton display="inline-block" height={10} width={width} style={{ verticalAlign: 'middle' }} />
        </Text>
      ))}
    </Stack>
  );
}

function Comparison({ comparison }: { comparison: KpiComparison }) {
  const tone = TONES[comparison.tone];
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap">
        <Text component="span" c={tone.color} display="inline-flex">
          <tone.Icon size={16} aria-hidden />
        </Text>
        <Text size="xs" c={tone.color} fw={600}>
          {/* "No change" says itself; an arrow's direction is said in words. */}
          {comparison.changeLabel !== NO_CHANGE_LABEL && (
            <VisuallyHidden>{TONE_WORDS[comparison.tone]} </VisuallyHidden>
          )}
          {comparison.changeLabel}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        vs {comparison.value}
      </Text>
    </Stack>
  );
}

export function KpiBox(props: KpiBoxProps) {
  const { isSmall = false, noComparisonText = 'No comparison' } = props;
  const body = (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {props.label}
      </Text>
      {props.isLoading ? (
        <Skeleton height={isSmall ? 20 : 25} width="70%" my={2} />
      ) : (
        <Box style={{ containerType: 'inline-size' }}>
          <Text
            fz={figureFontSize(props.value, isSmall)}
            fw={650}
            c="navy.8"
            lh={1.25}
            // Below the smallest size a figure still too long wraps rather than leave the box.
            style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {props.value}
          </Text>
        </Box>
      )}
      {props.isLoading ? (
        <Skeleton height={14} width={90} mt={2} />
      ) : props.isCompareLoading ? (
        <ComparisonSkeleton />
      ) : props.comparison ? (
        <Comparison comparison={shownComparison(props.value, props.comparison)} />
      ) : (
        <Text size="xs" c="dimmed">
          {noComparisonText}
        </Text>
      )}
      {props.caption && (
        <Text size="xs" c="dimmed">
          {props.caption}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={isSmall ? 'sm' : 'md'}
      aria-busy={props.isLoading || undefined}
      style={{ borderTop: `3px solid ${isSmall ? QUIET : ACCENT}` }}
    >
      {props.onOpen ? (
        <UnstyledButton
          w="100%"
          onClick={props.onOpen}
          aria-label={
            props.openLabel ??
            `${describeKpi({ label: props.label, value: props.value, comparison: props.comparison })}. Show the rows behind it`
          }
        >
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
    </Paper>
  );
}
