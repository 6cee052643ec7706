import type { LucideIcon } from 'lucide-react';
import { cn } from '@/ui/cn.ts';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface IconCardListProps {
  items: readonly IconCard[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
}

const WIDE_COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** Cards with an icon, a level-3 heading and a paragraph: benefits, values, what to expect. */
export function IconCardList({ items, labelledBy, columns = 3 }: IconCardListProps) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className={cn('grid gap-4 sm:grid-cols-2 md:gap-6', WIDE_COLUMNS[columns])}
    >
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/15 text-primary-text">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-pretty text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
