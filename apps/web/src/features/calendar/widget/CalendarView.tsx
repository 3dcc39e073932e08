// The Calendar widget (spec 3 §2.2): a month grid or a list of upcoming events grouped by day,
// each event opening its modal. Events from the database and the firm's iCalendar feed.
import type { CalendarItem } from '@atrium/contracts';
import { ActionIcon, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { NothingToShow } from '../../../core/widgets/NothingToShow.tsx';
import { widgetQueryOptions } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { formatMonth } from '../../../ui/dates.ts';
import classes from './Calendar.module.css';
import { CalendarAttributesSchema } from './calendar-attributes.ts';
import {
  formatShortTime,
  groupByDay,
  itemStart,
  itemsByDay,
  localDayKey,
  monthWeeks,
  startsSoon,
  WEEKDAY_LONG,
  WEEKDAY_SHORT,
} from './calendar-format.ts';
import { calendarQuery } from './calendar-query.ts';
import { EventModal } from './EventModal.tsx';

export const NO_EVENTS = 'No upcoming events';
/** Chips shown in one day cell before '+n more'. */
const CELL_CHIPS = 3;

export function CalendarView({ section }: WidgetViewProps) {
  const { view, limitMonths } = readAttributes(CalendarAttributesSchema, section.Attributes);
  const [open, setOpen] = useState<CalendarItem | null>(null);
  const query = useQuery({ ...widgetQueryOptions(calendarQuery({ section })), staleTime: 60_000 });
  if (query.isPending)
    return (
      <Stack gap="xs" role="status" aria-busy aria-label="Loading">
        <Skeleton height={28} />
        <Skeleton height={view === 'calendar' ? 240 : 90} />
      </Stack>
    );
  if (query.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        Could not load the calendar.
      </Text>
    );
  const items = view === 'calendar' ? query.data.calendar : query.data.upcoming;
  if (items.length === 0) return <NothingToShow title={NO_EVENTS} />;
  return (
    <>
      {view === 'calendar' ? (
        <MonthGrid items={items} limitMonths={limitMonths} onOpen={setOpen} />
      ) : (
        <EventList items={items} onOpen={setOpen} />
      )}
      {open && <EventModal item={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function EventList({ items, onOpen }: { items: CalendarItem[]; onOpen: (item: CalendarItem) => void }) {
  const now = new Date();
  const groups = groupByDay(items, now);
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`day-${group.key}`}>
          <Title order={3} size="sm" id={`day-${group.key}`} c="navy.8">
            {group.heading}
          </Title>
          <ul className={classes.list}>
            {group.items.map((item) => {
              const soon = startsSoon(item, now);
              return (
                <li key={item.Id}>
                  <button type="button" className={classes.event} onClick={() => onOpen(item)}>
                    <span className={classes.time}>
                      {item.IsAllDay ? 'All Day' : formatShortTime(itemStart(item))}
                    </span>
                    <span>
                      <Text span fw={600} size="sm">
                        {item.Subject}
                      </Text>
                      {soon && <span className={classes.soon}> (Starts soon)</span>}
                      {item.Location && (
                        <Text size="xs" c="dimmed">
                          {item.Location}
                        </Text>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </Stack>
  );
}

function MonthGrid(props: {
  items: CalendarItem[];
  limitMonths: number;
  onOpen: (item: CalendarItem) => void;
}) {
  const today = new Date();
  const [offset, setOffset] = useState(0);
  const shown = new Date(today.getFullYear(), today.getMonth() + offset, 1);
  const byDay = useMemo(() => itemsByDay(props.items), [props.items]);
  const todayKey = localDayKey(today);
  const label = formatMonth(shown, { form: 'long' });
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label="Previous month"
          disabled={offset === 0}
          onClick={() => setOffset((o) => o - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} aria-live="polite">
          {label}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label="Next month"
          disabled={offset >= props.limitMonths}
          onClick={() => setOffset((o) => o + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <table className={classes.grid} aria-label={label}>
        <thead>
          <tr>
            {WEEKDAY_SHORT.map((day, i) => (
              <th key={day} scope="col">
                <abbr title={WEEKDAY_LONG[i]}>{day}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown.getFullYear(), shown.getMonth()).map((week) => (
            <tr key={week[0].id}>
              {week.map((cell) => {
                if (!cell.key) return <td key={cell.id} data-blank aria-hidden />;
                const events = byDay.get(cell.key) ?? [];
                const isToday = cell.key === todayKey;
                return (
                  <td key={cell.key} aria-current={isToday ? 'date' : undefined}>
                    <span className={classes.dayNumber} data-today={isToday || undefined}>
                      {cell.day}
                    </span>
                    {events.slice(0, CELL_CHIPS).map((item) => (
                      <button
                        type="button"
                        key={item.Id}
                        className={classes.chip}
                        data-all-day={item.IsAllDay || undefined}
                        title={item.Subject}
                        onClick={() => props.onOpen(item)}
                      >
                        {item.IsAllDay ? item.Subject : `${formatShortTime(itemStart(item))} ${item.Subject}`}
                      </button>
                    ))}
                    {events.length > CELL_CHIPS && (
                      <span className={classes.more}>+{events.length - CELL_CHIPS} more</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
