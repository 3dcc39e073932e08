// The manual promo picker (spec 3 §5): searches with a 500 ms debounce, pages by 50 only when there
// are more than 50 candidates, cuts titles over 30 characters to 30 + '..'; a picked page's Select
// is disabled, and each picked page is removed on its own.
import { PROMO_CANDIDATE_PAGE } from '@atrium/contracts';
import { Badge, Button, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { promosApi } from '../api/promos-api.ts';
import type { PickedPromo } from './promo-attributes.ts';
import { cutPickerTitle, pickerPage } from './promo-text.ts';

export const PROMO_SEARCH_DEBOUNCE_MS = 500;

interface PromoPickerProps {
  value: PickedPromo[];
  onChange: (value: PickedPromo[]) => void;
}

export function PromoPicker({ value, onChange }: PromoPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), PROMO_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const candidatesId = useId();
  const query = useQuery({
    queryKey: ['promos', 'candidates', debounced],
    queryFn: ({ signal }) => promosApi.candidates(debounced, { signal }).catch(() => []),
    placeholderData: keepPreviousData,
  });
  const candidates = query.data ?? [];
  const shown = pickerPage(candidates, page, PROMO_CANDIDATE_PAGE);
  const chosen = new Set(value.map((p) => p.uuid));

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4} id={`${candidatesId}-picked`}>
          Promoted pages ({value.length})
        </Text>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            No pages picked yet.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            aria-labelledby={`${candidatesId}-picked`}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {value.map((promo) => (
              <Group component="li" key={promo.uuid} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate title={promo.title}>
                  {cutPickerTitle(promo.title)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${promo.title}`}
                  onClick={() => onChange(value.filter((p) => p.uuid !== promo.uuid))}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </div>
      <TextInput
        label="Find pages to promote"
        placeholder="Title or internal name"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={query.isFetching ? <Loader size="xs" /> : null}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
      />
      <Paper withBorder radius="sm" p="xs">
        {candidates.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {query.isPending ? 'Searching…' : 'No results'}
          </Text>
        ) : (
          <Stack gap={4} component="ul" aria-label="Pages found" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.items.map((candidate) => {
              const isChosen = chosen.has(candidate.uuid);
              return (
                <Group component="li" key={candidate.uuid} justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text size="sm" truncate title={candidate.title}>
                      {cutPickerTitle(candidate.title)}
                    </Text>
                    {candidate.type.Identifier !== 'OlympusWebPage' && (
                      <Badge size="xs" variant="light" color="navy">
                        {candidate.type.Title}
                      </Badge>
                    )}
                  </Group>
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={isChosen}
                    aria-label={`Select ${candidate.title}`}
                    onClick={() => onChange([...value, candidate])}
                  >
                    Select
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
        {shown.pages > 1 && (
          <Pagination
            mt="xs"
            size="sm"
            total={shown.pages}
            value={Math.min(page, shown.pages)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Paper>
    </Stack>
  );
}
