import { searchableText } from '@/offline/catalogue/search.ts';

/**
 * An offer description as one line of plain text for a card. Tags become
 * spaces, so '<p>a</p><p>b</p>' reads 'a b' (textContent would give 'ab').
 * The result is rendered as text, never as HTML.
 */
export function descriptionPreview(html: string | null | undefined): string {
  return searchableText(html).replace(/\s+/g, ' ').trim();
}
