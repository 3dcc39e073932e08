// The jump-to palette: top hits of each type as you type, arrow keys to move, Enter to
// open, 'See all results' for /search. A combobox with a listbox, so screen readers follow along.
import {
  type OffLimitsMark,
  SEARCH_DEBOUNCE_MS,
  SEARCH_HIT_TYPE_LABELS,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchHit,
} from '@atrium/contracts';
import { Loader, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LayerModal } from '../../ui/layers/LayerModal.tsx';
import { OffLimitsMarkBadge, offLimitsText, useOffLimitsMarks } from '../mcl/index.ts';
import { HighlightedText, plainText } from './HighlightedText.tsx';
import { searchPath, useHitPath } from './hit-links.ts';
import { offLimitsCommandText } from './off-limits-command.ts';
import classes from './search.module.css';
import { searchApi } from './search-api.ts';

interface Option {
  key: string;
  path: string;
  hit?: SearchHit;
  groupLabel?: string;
  /** A company under the "off-limits:" command: named as an off-limits check. */
  checksOffLimits?: boolean;
}

export function JumpToPalette({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const navigate = useNavigate();
  const hitPath = useHitPath();
  const listId = useId();

  const command = offLimitsCommandText(q);
  const result = useQuery({
    queryKey: ['search', 'palette', q],
    queryFn: ({ signal }) =>
      searchApi.search(command === null ? { q } : { q: command, type: 'company' }, { signal }),
    enabled: (command ?? q).length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const options = useMemo<Option[]>(() => {
    if (!q || !result.data) return [];
    const list: Option[] = [];
    if (command !== null) {
      for (const group of result.data.groups.filter((g) => g.type === 'company')) {
        group.hits.forEach((hit, i) => {
          const path = hitPath(hit);
          if (!path) return;
          const groupLabel = i === 0 ? 'Off-limits check' : undefined;
          list.push({ key: `company:${hit.id}`, path, hit, groupLabel, checksOffLimits: true });
        });
      }
      return list;
    }
    for (const group of result.data.groups) {
      group.hits.forEach((hit, i) => {
        const path = hitPath(hit);
        if (!path) return;
        list.push({
          key: `${hit.type}:${hit.id}`,
          path,
          hit,
          groupLabel: i === 0 ? `${SEARCH_HIT_TYPE_LABELS[group.type]} (${group.total})` : undefined,
        });
      });
    }
    list.push({ key: 'all', path: searchPath(q) });
    return list;
  }, [q, command, result.data, hitPath]);

  // Every company listed carries its off-limits badge, read in one call for the list.
  const marks = useOffLimitsMarks(options.flatMap((o) => (o.hit?.type === 'company' ? [o.hit.id] : [])));

  // A new list starts at its first (best) hit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the hits change
  useEffect(() => setActive(0), [options]);

  const close = () => {
    setText('');
    onClose();
  };
  const open = (option: Option | undefined) => {
    if (!option) return;
    close();
    navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (options.length > 0) open(options[active]);
      else if (text.trim()) open({ key: 'all', path: searchPath(text.trim()) });
    } else if (event.key === 'Home' && options.length > 0 && event.ctrlKey) {
      setActive(0);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const isTyping = text.trim() !== q;
  const isEmpty = q.length > 0 && !isTyping && result.isSuccess && options.length === 0;
  const count = result.data?.counts.all ?? 0;

  return (
    <LayerModal
      opened={isOpen}
      onClose={close}
      title="Jump to"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      yOffset="8vh"
      padding="md"
      styles={{ body: { paddingTop: 4 } }}
    >
      <TextInput
        data-autofocus
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder="People, companies, assignments, pages… or off-limits: company"
        aria-label="Search the portal"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={result.isFetching || isTyping ? <Loader size="xs" aria-hidden /> : null}
        size="md"
        mb="xs"
      />
      <VisuallyHidden role="status" aria-live="polite">
        {q && result.isSuccess && !isTyping ? `${count} result${count === 1 ? '' : 's'}` : ''}
      </VisuallyHidden>
      {isEmpty && (
        <Text c="dimmed" size="sm" px="sm" py="md">
          No results for “{q}”. Try a shorter word or check the spelling.
        </Text>
      )}
      <div id={listId} role="listbox" aria-label="Search results" className={classes.paletteList}>
        {options.map((option, i) => (
          <PaletteOption
            key={option.key}
            id={optionId(i)}
            option={option}
            isActive={i === active}
            onHover={() => setActive(i)}
            onPick={() => open(option)}
            total={count}
            mark={option.hit?.type === 'company' ? marks.get(option.hit.id) : undefined}
          />
        ))}
      </div>
    </LayerModal>
  );
}

function PaletteOption({
  id,
  option,
  isActive,
  onHover,
  onPick,
  total,
  mark,
}: {
  id: string;
  option: Option;
  isActive: boolean;
  onHover: () => void;
  onPick: () => void;
  total: number;
  mark?: OffLimitsMark;
}) {
  const { hit } = option;
  // Under the command a company's state is the answer, even when it is not off limits.
  const shownMark = mark && (mark.status !== 'clear' || option.checksOffLimits) ? mark : undefined;
  return (
    <>
      {option.groupLabel && (
        <div role="presentation" className={classes.groupLabel} aria-hidden>
          {option.groupLabel}
        </div>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys */}
      <div
        id={id}
        role="option"
        tabIndex={-1}
        aria-selected={isActive}
        className={classes.option}
        onMouseMove={onHover}
        onClick={onPick}
        aria-label={
          hit
            ? [
                plainText(hit.title),
                option.checksOffLimits ? 'off-limits check' : SEARCH_HIT_TYPE_LABELS[hit.type],
                ...(shownMark ? [offLimitsText(shownMark)] : []),
              ].join(', ')
            : undefined
        }
      >
        {hit ? (
          <>
            <span className={classes.hitTitle}>
              <HighlightedText text={hit.title} />
            </span>
            {hit.subtitle && <span className={classes.hitMeta}>{hit.subtitle}</span>}
            {shownMark && <OffLimitsMarkBadge status={shownMark.status} until={shownMark.until} showsClear />}
          </>
        ) : (
          <span className={classes.hitTitle}>See all results{total > 0 ? ` (${total})` : ''}</span>
        )}
      </div>
    </>
  );
}
