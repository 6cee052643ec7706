import { plainText } from '@/offline/catalogue/search.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';

/** Where the editor's blocks end (paragraphs, headings, list items, quotes, code, line breaks). */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)\s*>|<br\s*\/?>/gi;

/** The editor's inline marks: removed without a space, so 'pasta</strong>.' stays 'pasta.'. */
const INLINE_TAG = /<\/?(?:strong|b|em|i|u|s|a|span|code|sub|sup)\b[^>]*>/gi;

/** The description's words, a paragraph per block of the editor's, without markup. */
export function plainParagraphs(html: string): string[] {
  return html
    .split(BLOCK_END)
    .map((block) => plainText(block.replace(INLINE_TAG, '')))
    .filter((text) => text !== '');
}

/**
 * The description in place of its rich text while the sanitiser's code loads
 * (a placeholder), or as plain text when it could not load (offline, before
 * the service worker had stored it): the words are there, a paragraph per
 * block, without markup. React writes them as text, so nothing in them can run.
 */
export function OfferPlainText({ html, failed }: { html: string; failed: boolean }) {
  if (!failed) return <Skeleton className="h-24 w-full" />;
  const paragraphs = plainParagraphs(html);
  if (paragraphs.length === 0) return null;
  return (
    <div className="flex max-w-prose flex-col gap-3 text-base leading-relaxed text-foreground">
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
