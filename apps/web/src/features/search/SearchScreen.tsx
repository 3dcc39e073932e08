// spec 1 §2.1 /search: the box (focused on load), type tabs with counts, highlighted
// hits and paging. The query, tab and page live in the URL, so results are linkable and Back
// steps through tabs and searches.
import {
  type OffLimitsMark,
  SEARCH_HIT_TYPE_LABELS,
  SEARCH_HIT_TYPES,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchGroup,
  type SearchHit,
  type SearchHitType,
  SearchHitTypeSchema,
} from '@atrium/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { OffLimitsMarkBadge, useOffLimitsMarks } from '../mcl/index.ts';
import { HighlightedText } from './HighlightedText.tsx';
import { useHitPath } from './hit-links.ts';
import classes from './search.module.css';
import { searchApi } from './search-api.ts';

export const NO_RESULTS = 'No results';
const TYPING_DEBOUNCE_MS = 300;
const ALL = 'all';

export function SearchScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const urlQ = params.get('q') ?? '';
  const parsedType = SearchHitTypeSchema.safeParse(params.get('type'));
  const type: SearchHitType | undefined = parsedType.success ? parsedType.data : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  useDocumentTitle(urlQ ? `${urlQ} · ${route.title}` : route.title);

  const [text, setText] = useState(urlQ);
  const [typed] = useDebouncedValue(text.trim(), TYPING_DEBOUNCE_MS);
  const urlQRef = useRef(urlQ);
  urlQRef.current = urlQ;
  const listRef = useRef<HTMLDivElement>(null);

  // Back and forward bring their query into the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes
  useEffect(() => {
    if (urlQ !== text.trim()) setText(urlQ);
  }, [urlQ]);

  const go = (next: { q?: string; type?: SearchHitType; page?: number }, replace: boolean) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.type) search.set('type', next.type);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace });
  };

  // As you type the address follows without filling the history; Enter and the tabs add to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the typing settles
  useEffect(() => {
    if (typed !== urlQRef.current) go({ q: typed, type }, true);
  }, [typed]);

  const result = useQuery({
    queryKey: ['search', 'screen', urlQ, type ?? ALL, page],
    queryFn: ({ signal }) => searchApi.search({ q: urlQ, type, page }, { signal }),
    enabled: urlQ.length > 0 && urlQ.length <= SEARCH_QUERY_MAX_LENGTH,
    placeholderData: keepPreviousData,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q !== urlQ) go({ q, type }, false);
  };

  const focusResult = (step: 1 | -1 | 0) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-hit]') ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = step === 0 ? 0 : Math.min(links.length - 1, Math.max(0, at + step));
    links[next]?.focus();
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(0);
    }
  };
  const onResultKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusResult(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const counts = result.data?.counts;
  const isTooLong = urlQ.length > SEARCH_QUERY_MAX_LENGTH;

  return (
    <Stack gap="md">
      <Title order={1} fz={30} c="navy.8">
        {route.title}
      </Title>
      <form onSubmit={onSubmit} aria-label="Search the portal">
        <TextInput
          autoFocus
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onInputKeyDown}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          label="Search"
          placeholder="A colleague, a client, an assignment title or a word from a page"
          leftSection={<IconSearch size={18} aria-hidden />}
          size="md"
          type="search"
        />
      </form>
      {isTooLong && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          Search text is too long: use at most {SEARCH_QUERY_MAX_LENGTH} characters.
        </Alert>
      )}
      {!urlQ && (
        <Text c="dimmed">
          Type a name, a client, an assignment title or number, or a word from a page. Press Ctrl+K anywhere
          in the portal to jump straight to a result.
        </Text>
      )}
      {urlQ && !isTooLong && (
        <Tabs
          value={type ?? ALL}
          onChange={(value) =>
            go({ q: urlQ, type: value === ALL ? undefined : (value as SearchHitType) }, false)
          }
          keepMounted={false}
        >
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            <Tabs.Tab value={ALL}>All {counts ? <CountBadge n={counts.all} /> : null}</Tabs.Tab>
            {SEARCH_HIT_TYPES.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {SEARCH_HIT_TYPE_LABELS[kind]} {counts ? <CountBadge n={counts[kind]} /> : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <div ref={listRef} style={{ paddingTop: 16 }}>
            <VisuallyHidden role="status" aria-live="polite">
              {result.isSuccess ? `${result.data.counts.all} results` : ''}
            </VisuallyHidden>
            {result.isPending && <ResultsSkeleton />}
            {result.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Search failed">
                {result.error.message}
              </Alert>
            )}
            {result.isSuccess &&
              (result.data.counts.all === 0 ? (
                <EmptyState
                  title={NO_RESULTS}
                  icon={<IconSearchOff size={26} stroke={1.5} />}
                  message="Check the spelling, use fewer or shorter words, or try a surname, a client or an assignment number."
                />
              ) : type ? (
                <TypeResults
                  onKeyDown={onResultKeyDown}
                  group={result.data.groups[0]}
                  page={page}
                  pageSize={result.data.pageSize}
                  onPage={(p) => go({ q: urlQ, type, page: p }, false)}
                />
              ) : (
                <Stack gap="lg">
                  {result.data.groups.map((group) => (
                    <section key={group.type} aria-labelledby={`search-group-${group.type}`}>
                      <Group justify="space-between" mb={4}>
                        <Title order={2} fz="lg" c="navy.8" id={`search-group-${group.type}`}>
                          {SEARCH_HIT_TYPE_LABELS[group.type]}
                        </Title>
                        {group.total > group.hits.length && (
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            onClick={() => go({ q: urlQ, type: group.type }, false)}
                          >
                            All {group.total} {SEARCH_HIT_TYPE_LABELS[group.type].toLowerCase()}
                          </Button>
                        )}
                      </Group>
                      <HitList hits={group.hits} onKeyDown={onResultKeyDown} />
                    </section>
                  ))}
                </Stack>
              ))}
          </div>
        </Tabs>
      )}
    </Stack>
  );
}

function CountBadge({ n }: { n: number }) {
  return (
    <Badge size="sm" variant="light" color={n > 0 ? 'navy' : 'gray'} ml={4} aria-label={`${n} results`}>
      {n}
    </Badge>
  );
}

function TypeResults({
  group,
  page,
  pageSize,
  onPage,
  onKeyDown,
}: {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  group: SearchGroup | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  if (!group || group.total === 0) {
    return (
      <EmptyState
        title={NO_RESULTS}
        icon={<IconSearchOff size={26} stroke={1.5} />}
        message="Nothing of this type matches. The All tab shows what the other types found."
      />
    );
  }
  const pages = Math.ceil(group.total / pageSize);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {group.total} {SEARCH_HIT_TYPE_LABELS[group.type].toLowerCase()}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </Text>
      <HitList hits={group.hits} onKeyDown={onKeyDown} />
      {pages > 1 && (
        <Pagination
          total={Math.min(pages, 50)}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}

/** Arrow keys move between the hits; Tab works as everywhere. */
function HitList({
  hits,
  onKeyDown,
}: {
  hits: SearchHit[];
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const hitPath = useHitPath();
  // The companies of this list carry their off-limits badge, read in one call for the list.
  const marks = useOffLimitsMarks(hits.filter((h) => h.type === 'company').map((h) => h.id));
  return (
    <ul className={classes.hitList}>
      {hits.map((hit) => {
        const path = hitPath(hit);
        return (
          <li key={`${hit.type}:${hit.id}`}>
            {path ? (
              <Anchor
                component={Link}
                to={path}
                className={classes.hit}
                data-hit
                underline="never"
                onKeyDown={onKeyDown}
              >
                <HitBody hit={hit} mark={hit.type === 'company' ? marks.get(hit.id) : undefined} />
              </Anchor>
            ) : (
              <div className={classes.hit}>
                <HitBody hit={hit} mark={hit.type === 'company' ? marks.get(hit.id) : undefined} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function HitBody({ hit, mark }: { hit: SearchHit; mark?: OffLimitsMark }) {
  return (
    <>
      <span className={classes.hitTitle}>
        <HighlightedText text={hit.title} />
      </span>
      {mark && mark.status !== 'clear' && (
        <Box component="span" ml={8}>
          <OffLimitsMarkBadge status={mark.status} until={mark.until} />
        </Box>
      )}
      {!hit.isActive && (
        <Badge size="xs" color="gray" variant="light" ml={8}>
          Former colleague
        </Badge>
      )}
      {hit.subtitle && <div className={classes.hitMeta}>{hit.subtitle}</div>}
      {hit.snippet.length > 0 && (
        <div className={classes.snippet}>
          <HighlightedText text={hit.snippet} />
        </div>
      )}
    </>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Stack key={i} gap={6} p="sm">
          <Skeleton height={16} width="40%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      ))}
    </Stack>
  );
}
