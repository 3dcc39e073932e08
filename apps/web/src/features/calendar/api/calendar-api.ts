// The calendar module's calls, typed from the contracts (packages/contracts/src/calendar.ts).
import { type CalendarItem, calendarEndpoints as e, type SaveCalendarEvent } from '@atrium/contracts';
import { callEndpoint, callEndpointForFile } from '../../../api/call-endpoint.ts';
import { uploadFile } from '../../../api/upload-file.ts';

type Signal = { signal?: AbortSignal };

export const calendarApi = {
  calendar: (query: { limitMonths: number; limitEvents: number }, { signal }: Signal = {}) =>
    callEndpoint(e.calendar, { query, signal }),
  body: (item: CalendarItem, { signal }: Signal = {}) => callEndpoint(e.body, { body: item, signal }),
  attachments: (item: CalendarItem, { signal }: Signal = {}) =>
    callEndpoint(e.attachments, { body: item, signal }),
  downloadAttachment: (item: CalendarItem, id: number) =>
    callEndpointForFile(e.downloadAttachment, { params: { id }, body: item }),
  events: ({ signal }: Signal = {}) => callEndpoint(e.listEvents, { signal }),
  createEvent: (body: SaveCalendarEvent) => callEndpoint(e.createEvent, { body }),
  updateEvent: (id: number, body: SaveCalendarEvent) => callEndpoint(e.updateEvent, { params: { id }, body }),
  deleteEvent: (id: number) => callEndpoint(e.deleteEvent, { params: { id } }),
  uploadAttachment: (id: number, file: File) =>
    uploadFile({ endpoint: e.uploadAttachment, params: { id }, file }),
  deleteAttachment: (id: number, attachmentId: number) =>
    callEndpoint(e.deleteAttachment, { params: { id, attachmentId } }),
  feed: ({ signal }: Signal = {}) => callEndpoint(e.feed, { signal }),
  saveFeed: (url: string) => callEndpoint(e.saveFeed, { body: { url } }),
  refreshFeed: () => callEndpoint(e.refreshFeed),
};
