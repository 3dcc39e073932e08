// Ctrl+Z undoes the last change to the page, Ctrl+Shift+Z and Ctrl+Y redo it (⌘ on a Mac). Inside
// a text field or the rich-text editor the keys stay theirs: those keep their own undo.
import { useEffect, useRef } from 'react';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const UNDO_SHORTCUT = IS_MAC ? '⌘Z' : 'Ctrl+Z';
export const REDO_SHORTCUT = IS_MAC ? '⌘⇧Z' : 'Ctrl+Shift+Z or Ctrl+Y';
/** The same keys as `aria-keyshortcuts` names them. */
export const UNDO_KEYS = IS_MAC ? 'Meta+Z' : 'Control+Z';
export const REDO_KEYS = IS_MAC ? 'Meta+Shift+Z' : 'Control+Shift+Z Control+Y';

/** Where typing happens: fields and editable content have an undo of their own. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset'].includes(target.type);
  }
  return target.closest('[contenteditable="true"], [contenteditable=""]') !== null;
}

/** A dialog open over the page (a widget form) keeps its own changes out of the page's history. */
const isDialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

export function useUndoShortcuts(options: { onUndo: () => void; onRedo: () => void }) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const isUndo = event.code === 'KeyZ' && !event.shiftKey;
      const isRedo = (event.code === 'KeyZ' && event.shiftKey) || (event.code === 'KeyY' && !event.shiftKey);
      if (!isUndo && !isRedo) return;
      if (isTextEntry(event.target) || isDialogOpen()) return;
      event.preventDefault();
      if (isUndo) latest.current.onUndo();
      else latest.current.onRedo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
