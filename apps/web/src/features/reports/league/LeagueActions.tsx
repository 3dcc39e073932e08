// The league table's Share and Excel, as the dashboard's (spec 2 §2): Share copies a link that
// opens this screen with the same filters and ranking; Excel needs ExportReports and downloads the
// workbook the server builds. While Excel exports, Share says the report is being generated.
import { LEAGUE_BY_LABELS, type LeagueBy, type LeagueRequest } from '@atrium/contracts';
import { Group } from '@mantine/core';
import { useState } from 'react';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { ExcelButton } from '../tools/ExcelButton.tsx';
import { workbookFileName } from '../tools/export-sheets.ts';
import { downloadServerWorkbook } from '../tools/report-export.ts';
import { ShareButton } from '../tools/ShareButton.tsx';
import { leagueApi } from './league-api.ts';

export const LEAGUE_PATH = '/mcl/league';

/** The address a league table is shared at: the stub of its filters, and what it ranks. */
export function leagueShareLink(origin: string, stub: string, by: LeagueBy): string {
  return `${origin}${LEAGUE_PATH}?${new URLSearchParams({ stub, by }).toString()}`;
}

export function LeagueActions({ reportId, request }: { reportId: number; request: LeagueRequest }) {
  const user = useCurrentUser();
  const [isExporting, setExporting] = useState(false);
  const canExport = holds(user, 'ExportReports');
  return (
    <Group gap="xs" aria-label={`${LEAGUE_BY_LABELS[request.by]} league table actions`} role="group">
      <ShareButton
        reportId={reportId}
        isExporting={isExporting}
        linkOf={(stub) => leagueShareLink(window.location.origin, stub, request.by)}
      />
      {canExport && (
        <ExcelButton
          isExporting={isExporting}
          onExporting={setExporting}
          exportWorkbook={() =>
            downloadServerWorkbook({
              fetch: (signal) => leagueApi.xlsx(request, { signal }),
              fileName: workbookFileName(new Date(), 'League'),
            })
          }
        />
      )}
    </Group>
  );
}
