import { searchableText } from '@/offline/catalogue/search.ts';
import { Skeleton } from '@/ui/Skeleton.tsx';

/**
 * The description in place of its rich text while the sanitiser's code loads
 * (a placeholder), or as plain text when it could not load (offline, before
 * the service worker had stored it): the words are there, without markup.
 * React writes them as text, so nothing in them can run.
 */
export function OfferPlainText({ html, failed }: { html: string; failed: boolean }) {
  if (!failed) return <Skeleton className="h-24 w-full" />;
  const text = searchableText(html).replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return <p className="max-w-prose text-base leading-relaxed text-foreground">{text}</p>;
}
