// The palette's "off-limits: <company>" command: the companies matching the rest of the text, each
// with its off-limits badge, opening the company page and its off-limits box.

const COMMAND = /^\s*off[\s-]?limits?\s*:\s*(.*)$/i;

/** The company text after "off-limits:", or null when the text is no such command. */
export function offLimitsCommandText(text: string): string | null {
  const match = COMMAND.exec(text);
  return match ? (match[1] ?? '').trim() : null;
}
