// What the save bar says of the draft: when it was kept, restored or opened, or that keeping failed.
import { formatDateTime, formatTime } from '../../../ui/dates.ts';

export type DraftNote =
  | { kind: 'saved' | 'restored'; at: string }
  | { kind: 'opened'; at: string; author: string }
  | { kind: 'failed'; message: string };

/** A time today reads as '12:03'; an older one with its day. */
export function draftTime(at: string, now = new Date()): string {
  const when = new Date(at);
  return when.toDateString() === now.toDateString() ? formatTime(when) : formatDateTime(when);
}

export function describeDraftNote(note: DraftNote, now = new Date()): string {
  switch (note.kind) {
    case 'saved':
      return `Draft saved ${draftTime(note.at, now)}`;
    case 'restored':
      return `Restored your draft from ${draftTime(note.at, now)}`;
    case 'opened':
      return `Opened ${note.author}'s draft from ${draftTime(note.at, now)}`;
    case 'failed':
      return `Draft not saved: ${note.message}`;
  }
}
