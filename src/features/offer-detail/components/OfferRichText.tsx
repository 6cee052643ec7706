import { useMemo } from 'react';
import { sanitizeOfferHtml } from '@/lib/sanitize-html.ts';
import { cn } from '@/ui/cn.ts';

// Typography for exactly what the editor produces (headings, paragraphs,
// lists incl. Quill's data-list items, quotes, code blocks, links, inline marks).
const PROSE = [
  'max-w-prose text-base leading-relaxed text-foreground',
  '[&>*+*]:mt-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h2]:tracking-tight [&_h3]:text-lg [&_h3]:font-semibold [&_h1+*]:mt-2 [&_h2+*]:mt-2 [&_h3+*]:mt-2',
  '[&_strong]:font-semibold [&_b]:font-semibold [&_em]:italic [&_i]:italic [&_u]:underline [&_s]:line-through',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1.5 [&_li]:pl-1',
  '[&_li[data-list=bullet]]:list-[disc] [&_li[data-list=ordered]]:list-[decimal]',
  '[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-foreground [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:text-background',
  '[&_code]:font-mono [&_code]:text-[0.9em]',
].join(' ');

/** An offer's rich description, sanitised: only what the editor can produce survives. */
export function OfferRichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeOfferHtml(html), [html]);
  if (safe.trim() === '') return null;
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
