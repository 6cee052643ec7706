import { Fragment } from 'react';
import { isEmptyHighlight, isHighlighted, type SearchHighlight } from '../search-highlight.ts';

// The separators stay in the split (odd indices), so the text reads exactly as given.
const SPLIT = /([\n\r\p{Z}\p{P}]+)/u;

/** `text` with the words the search matched marked (folded, so 'løpeanalyse' is marked for 'lopeanalyse'). */
export function Highlighted({ text, highlight }: { text: string; highlight: SearchHighlight }) {
  if (isEmptyHighlight(highlight)) return text;
  const parts = text.split(SPLIT);
  if (!parts.some((part, index) => index % 2 === 0 && isHighlighted(part, highlight))) return text;
  return parts.map((part, index) =>
    index % 2 === 0 && isHighlighted(part, highlight) ? (
      <mark key={index} className="rounded-[2px] bg-warning-soft text-inherit">
        {part}
      </mark>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
