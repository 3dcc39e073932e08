// The editor's keyboard path: Ctrl+S (⌘S on a Mac) saves the page from anywhere on it, and
// Alt+Shift+S brings the focus to the save bar's Save button.
import { useEffect, useRef } from 'react';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const SAVE_SHORTCUT = IS_MAC ? '⌘S' : 'Ctrl+S';
export const SAVE_BAR_SHORTCUT = IS_MAC ? '⌥⇧S' : 'Alt+Shift+S';
/** The same keys as `aria-keyshortcuts` names them. */
export const SAVE_KEYS = IS_MAC ? 'Meta+S' : 'Control+S';

/** A dialog open over the page (a widget form) keeps its own changes out of the page's save. */
const isDialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

export function useSaveShortcuts(options: { onSave: () => void; saveButton: () => HTMLElement | null }) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'KeyS' || event.repeat) return;
      const isSave = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const isJump = event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey;
      if (!isSave && !isJump) return;
      // The browser's own "Save page as" would otherwise open.
      event.preventDefault();
      if (isDialogOpen()) return;
      if (isSave) latest.current.onSave();
      else latest.current.saveButton()?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
