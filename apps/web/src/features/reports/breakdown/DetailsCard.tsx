// The Details card (spec 2 §2): the 12 tabs (disabled without data), the search box, the
// shared-codes warning, the table, simple pagination of 100 rows, cached time and Refresh.
import type { BreakdownPage, BreakdownRow, BreakdownType, MetricKey } from '@atrium/contracts';
import {
  Alert,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFilterOff, IconInfoCircle, IconRefresh, IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import { formatDateTime } from '../../../ui/dates.ts';
import { formatNumber } from '../../../ui/numbers.ts';
import { OPTIONS_ON_OPEN } from '../../../ui/select-options-on-open.ts';
import { BreakdownTable } from './BreakdownTable.tsx';
import { BREAKDOWN_TABS, hasSharedCodes, SHARED_CODES_WARNING, type SortKey } from './breakdown-tabs.ts';

export interface DetailsCardProps {
  page: BreakdownPage;
  /** The tab asked for; the page may still be the previous tab's while it loads. */
  tab: BreakdownType;
  currency: string;
  search: string;
  isLoading: boolean;
  isTabDisabled: (type: BreakdownType) => boolean;
  lastCached: string;
  hasDrill: boolean;
  onTab: (type: BreakdownType) => void;
  onSearch: (text: string) => void;
  onSort: (key: SortKey) => void;
  onPage: (page: number) => void;
  onDrill: (row: BreakdownRow) => void;
  onCell?: (row: BreakdownRow, column: { key: MetricKey; label: string }) => void;
  onClearFilters: () => void;
  onRefresh: () => void;
}

function Pager({ page, onPage }: { page: BreakdownPage; onPage: (page: number) => void }) {
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <Group justify="space-between" component="nav" aria-label="Details pages">
      <Text size="sm" c="dimmed" aria-live="polite">
        {first}–{last} of {formatNumber(page.total)}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={last >= page.total}
          onClick={() => onPage(page.page + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The tab list, one row that scrolls sideways when the card is narrower than the 12 tabs; the
 * chosen tab is scrolled into view (a saved layout may open on the last one).
 */
function TabRow({
  tab,
  isTabDisabled,
}: {
  tab: BreakdownType;
  isTabDisabled: (type: BreakdownType) => boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = viewport.current;
    const active = box?.querySelector<HTMLElement>(`[role="tab"][id$="-tab-${tab}"]`);
    if (!box || !active) return;
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < box.scrollLeft) box.scrollLeft = start;
    else if (end > box.scrollLeft + box.clientWidth) box.scrollLeft = end - box.clientWidth;
  }, [tab]);
  return (
    <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x" viewportRef={viewport}>
      <Tabs.List style={{ flexWrap: 'nowrap', width: 'max-content', minWidth: '100%' }}>
        {BREAKDOWN_TABS.map((item) => (
          <Tabs.Tab key={item.type} value={item.type} disabled={isTabDisabled(item.type)}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </ScrollArea>
  );
}

/** Memoised: the report's other updates (the compare run, the headcounts) leave the table as it is. */
export const DetailsCard = memo(function DetailsCard(props: DetailsCardProps) {
  const { page } = props;
  const label = (type: BreakdownType) => BREAKDOWN_TABS.find((tab) => tab.type === type)?.label ?? '';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="details-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg" c="navy.8" id="details-title">
            Details
          </Title>
          <Group gap="xs">
            {props.hasDrill && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={props.onClearFilters}
              >
                Clear all filters
              </Button>
            )}
            <Text size="xs" c="dimmed">
              Cached {formatDateTime(props.lastCached)}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={props.onRefresh}
            >
              Refresh
            </Button>
          </Group>
        </Group>
        <Tabs
          value={props.tab}
          onChange={(value) => value && props.onTab(value as BreakdownType)}
          keepMounted={false}
        >
          <TabRow tab={props.tab} isTabDisabled={props.isTabDisabled} />
          {BREAKDOWN_TABS.map((tab) => (
            <Tabs.Panel key={tab.type} value={tab.type} pt="sm">
              {tab.type === props.tab && (
                <Stack gap="sm">
                  <Group gap="sm" align="flex-end">
                    <TextInput
                      label={`Search ${label(props.tab)}`}
                      placeholder="Type to filter by name"
                      leftSection={<IconSearch size={14} aria-hidden />}
                      value={props.search}
                      onChange={(event) => props.onSearch(event.currentTarget.value)}
                      w={320}
                      maw="100%"
                    />
                    {/* spec 2 §2: shown, and disabled: the page size is fixed at 100 (spec 2 §9). */}
                    <Select
                      label="Rows per page"
                      data={['100']}
                      value="100"
                      disabled
                      w={120}
                      comboboxProps={OPTIONS_ON_OPEN}
                    />
                  </Group>
                  {hasSharedCodes(props.tab) && (
                    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                      {SHARED_CODES_WARNING}
                    </Alert>
                  )}
                  <Box pos="relative">
                    <LoadingOverlay visible={props.isLoading} zIndex={5} overlayProps={{ blur: 1 }} />
                    <BreakdownTable
                      type={page.type}
                      label={label(page.type)}
                      rows={page.rows}
                      currency={props.currency}
                      sort={page.sort as SortKey}
                      direction={page.direction}
                      onSort={props.onSort}
                      onDrill={props.onDrill}
                      onCell={props.onCell}
                    />
                  </Box>
                  <Pager page={page} onPage={props.onPage} />
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
});
