// The directory's tiles view: pictures in a grid, the next page loading as the last row comes in view.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resultCountLabel } from '../../../ui/data-table/index.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { peopleApi } from '../api/people-api.ts';
import { type MemberFilters, membersQuery } from './member-filters.ts';
import { saidOnce } from './person-format.ts';
import { TileGrid } from './TileGrid.tsx';

const PAGE_SIZE = 48;

export function MemberTiles(props: {
  filters: MemberFilters;
  sort: string;
  profileHref: (id: number) => string;
}) {
  const { filters, sort } = props;
  const query = useInfiniteQuery({
    queryKey: ['people', 'member-tiles', filters, sort],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      peopleApi.members(membersQuery(filters, sort, { offset: pageParam, limit: PAGE_SIZE }), { signal }),
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined,
  });
  const people = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? null;

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError && people.length === 0) {
    return (
      <Alert color="red" title="The results could not be loaded.">
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === null ? '' : resultCountLabel(total)}
      </Text>
      {query.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {total === 0 && <EmptyState title="No results" />}
      <TileGrid>
        {people.map((p) => (
          <PictureTile
            key={p.Id}
            name={p.fullName}
            id={p.pictureId}
            isReactive
            city={p.location?.Name ?? p.city}
            details={saidOnce([p.title, p.role, p.license?.Name])}
            href={props.profileHref(p.Id)}
          />
        ))}
      </TileGrid>
      <div ref={sentinel} />
      {isFetchingNextPage && <Loader size="sm" role="status" aria-label="Loading more" />}
    </Stack>
  );
}
