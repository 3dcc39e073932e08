// Matched words in bold on a soft highlight. The pieces come from the server as text and are
// rendered as text: nothing a page author typed is ever read as HTML here.
import type { SearchText } from '@atrium/contracts';
import classes from './search.module.css';

export function HighlightedText({ text }: { text: SearchText }) {
  return (
    <>
      {text.map((piece, i) =>
        piece.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder
          <mark key={i} className={classes.mark}>
            {piece.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

export const plainText = (text: SearchText) => text.map((p) => p.text).join('');
