// The Calendar widget's first call, shared by its view and by its type (calendar-widgets.ts), which
// names it so that it is asked for as soon as the page arrives: the same key either way.
import type { CalendarResponse } from '@atrium/contracts';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetQuery } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { calendarApi } from '../api/calendar-api.ts';
import { CalendarAttributesSchema } from './calendar-attributes.ts';

export function calendarQuery({ section }: Pick<WidgetViewProps, 'section'>): WidgetQuery<CalendarResponse> {
  const { limitMonths, limitEvents } = readAttributes(CalendarAttributesSchema, section.Attributes);
  return {
    queryKey: ['calendar', 'widget', limitMonths, limitEvents],
    fetch: (signal) => calendarApi.calendar({ limitMonths, limitEvents }, { signal }),
  };
}
