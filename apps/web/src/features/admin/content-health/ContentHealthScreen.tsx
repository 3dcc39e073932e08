// /admin/content-health: what on the site needs care (docs/content-care.md), a row per finding
// linking to the page where it is fixed; the counts choose which kind is listed.
import {
  CONTENT_HEALTH_KIND_TITLES,
  CONTENT_HEALTH_KINDS,
  CONTENT_HEALTH_PAGE_SIZE,
  type ContentHealthFinding,
  type ContentHealthKind,
} from '@atrium/contracts';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { type ListTableColumn, QueryListTable } from '../../../ui/data-table/index.ts';
import { formatDate } from '../../../ui/dates.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { WRAPPING_BUTTON_STYLES } from '../../../ui/wrapping-button.ts';
import { contentHealthApi } from '../api/content-health-api.ts';

/** The finding's sentence, its day in the reader's date format. */
function fixSentence(finding: ContentHealthFinding): string {
  return finding.Date ? finding.Fix.replace('{date}', formatDate(finding.Date)) : finding.Fix;
}

// Two columns, so a phone shows the sentence that says what to fix beside the page it is fixed on:
// the page cell carries the kind of finding and the widget it is in.
const COLUMNS: ListTableColumn<ContentHealthFinding>[] = [
  {
    id: 'page',
    header: 'Page',
    cell: (f) => (
      <Stack gap={4} align="flex-start">
        <Anchor component={Link} to={f.Page.FullPath || '/'} fz="sm">
          {f.Page.Title}
        </Anchor>
        <Badge variant="light" color="gray" radius="sm" styles={WRAPPING_BADGE}>
          {CONTENT_HEALTH_KIND_TITLES[f.Kind]}
        </Badge>
        {f.Section && (
          <Text size="xs" c="dimmed">
            Widget: {f.Section.Title || 'Untitled widget'}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'fix', header: 'What to fix', cell: fixSentence },
];

// A long kind ("Outside the navigation, linked from nowhere") wraps instead of being cut short.
const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

export function ContentHealthScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<ContentHealthKind | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'content-health', page, kind],
    queryFn: ({ signal }) => contentHealthApi.list({ page, ...(kind ? { kind } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const findings = query.data?.Findings ?? [];
  const choose = (next: ContentHealthKind | null) => {
    setKind(next);
    setPage(1);
  };
  return (
    <Stack gap="lg">
      <ScreenHeading title={route.title} introMaxWidth={640}>
        What on the site needs care. Each row names the page where it is fixed.
      </ScreenHeading>
      <Group gap="xs" role="group" aria-label="Kinds of findings">
        <Button
          size="xs"
          variant={kind === null ? 'filled' : 'default'}
          aria-pressed={kind === null}
          onClick={() => choose(null)}
        >
          All
        </Button>
        {CONTENT_HEALTH_KINDS.map((k) => (
          <Button
            key={k}
            size="xs"
            variant={kind === k ? 'filled' : 'default'}
            aria-pressed={kind === k}
            onClick={() => choose(k)}
            styles={WRAPPING_BUTTON_STYLES}
            rightSection={
              <Badge size="sm" variant="light" color={query.data?.Counts[k] ? 'red' : 'gray'}>
                {query.data?.Counts[k] ?? '…'}
              </Badge>
            }
          >
            {CONTENT_HEALTH_KIND_TITLES[k]}
          </Button>
        ))}
      </Group>
      <QueryListTable
        query={query}
        states={{
          errorTitle: 'Could not load the findings',
          loadingLabel: 'Loading the findings',
          empty: {
            icon: <IconHeartbeat size={20} stroke={1.5} />,
            title: 'Nothing needs care',
            message: 'Broken links, images without alt text and pages past review are listed here.',
          },
        }}
        label="Findings"
        columns={COLUMNS}
        minWidth={320}
        rows={findings}
        getRowId={(f) => `${f.Kind}-${f.Page.UUID}-${f.Section?.UUID ?? ''}-${f.Fix}`}
        pages={{
          page,
          total: query.data?.Total ?? 0,
          perPage: CONTENT_HEALTH_PAGE_SIZE,
          onChange: setPage,
          label: 'Finding pages',
        }}
      />
    </Stack>
  );
}
