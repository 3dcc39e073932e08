// The frame of a report screen outside the dashboard (spec 2 §2–§4): title and description, a
// shared report that could not be opened, the filter form in edit mode, then the toolbar with
// Modify Report, Share and Excel, the loading and failed states, the cached time with Refresh, and
// the screen's own totals and results.
import type { EngineFilterType } from '@atrium/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NotShared } from '../../../ui/NotShared.tsx';
import { ReportFilterForm } from '../filter/ReportFilterForm.tsx';
import { ReportToolbar } from '../filter/ReportToolbar.tsx';
import type { PickerKey } from '../filter/report-filter.ts';
import { type DateRange, reportRange } from '../filter/report-period.ts';
import { ReportSkeleton } from '../kpis/ReportSkeleton.tsx';
import { CachedNote } from '../tools/CachedNote.tsx';
import { ShareButton } from '../tools/ShareButton.tsx';
import type { ReportScreenState, RunFilterOf } from './use-report-screen.ts';

interface RunSummary {
  Id: number;
  lastCached: string;
  filter: { date: DateRange };
}

export interface ReportScreenFrameProps<T extends EngineFilterType, Run extends RunSummary> {
  title: string;
  description: string;
  screen: ReportScreenState<T, Run>;
  filterTypes: readonly { value: T; label: string }[];
  keys?: readonly PickerKey[];
  maxDate?: string;
  canShare: boolean;
  canExport: boolean;
  onExport: (run: Run, filter: RunFilterOf<T>) => Promise<void>;
  /**
   * What shows instead of the loading skeleton while a run is in flight and nothing is shown yet,
   * e.g. figures saved from an earlier run of the same filter; null keeps the skeleton.
   */
  pending?: (filter: RunFilterOf<T>) => ReactNode;
  /** What the run shows below its cached time: totals, charts, the results table. */
  children: (run: Run, filter: RunFilterOf<T>) => ReactNode;
}

export function ReportScreenFrame<T extends EngineFilterType, Run extends RunSummary>(
  props: ReportScreenFrameProps<T, Run>,
) {
  const { screen, filterTypes } = props;
  const { applied, state, mode, params, today, draft } = screen;
  const current = state.run;
  const isLoading = state.status === 'loading';
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={30} c="navy.8">
          {props.title}
        </Title>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </Stack>
      {params.error && (
        <Alert color="red" variant="light" title="The shared report could not be opened">
          {params.error}
        </Alert>
      )}
      {params.isInitialising ? (
        <ReportSkeleton />
      ) : mode === 'edit' || !applied ? (
        <ReportFilterForm<T>
          draft={draft}
          today={today}
          maxDate={props.maxDate}
          onChange={screen.setDraft}
          onGenerate={() => screen.generate(draft)}
          filterTypes={filterTypes}
          keys={props.keys}
        />
      ) : (
        <ReportToolbar
          filter={applied}
          range={current?.filter.date ?? reportRange(applied.date, today)}
          onModify={screen.modify}
          filterTypes={filterTypes}
          actions={
            current ? (
              <>
                {props.canShare && <ShareButton reportId={current.Id} isExporting={screen.isExporting} />}
                {props.canExport && (
                  <Button
                    variant="default"
                    leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                    onClick={() => screen.exportWith(() => props.onExport(current, applied))}
                    loading={screen.isExporting}
                  >
                    Excel
                  </Button>
                )}
              </>
            ) : null
          }
        />
      )}
      {mode === 'report' &&
        applied &&
        isLoading &&
        !current &&
        (props.pending?.(applied) ?? <ReportSkeleton />)}
      {mode === 'report' && state.status === 'failed' && state.notShared && (
        <NotShared permission={state.notShared} />
      )}
      {mode === 'report' && state.status === 'failed' && !state.notShared && (
        <Alert color="red" variant="light" title="Report failed to run.">
          Check the filter and try again.
        </Alert>
      )}
      {mode === 'report' && applied && current && (
        <Stack gap="sm" aria-busy={isLoading || undefined}>
          <CachedNote
            lastCached={current.lastCached}
            isLoading={isLoading}
            onRefresh={() => screen.generate(draft, { refresh: true })}
          />
          {props.children(current, applied)}
        </Stack>
      )}
    </Stack>
  );
}
