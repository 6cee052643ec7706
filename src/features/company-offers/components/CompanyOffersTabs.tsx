import { Link } from '@tanstack/react-router';
import { BarChart3, List } from 'lucide-react';
import { cn } from '@/ui/cn.ts';
import type { CompanyOffersView } from '../company-offers-view.ts';

const TABS = [
  { view: 'tilbud', label: 'Tilbud', icon: List },
  { view: 'statistikk', label: 'Statistikk', icon: BarChart3 },
] as const;

/**
 * The page's views as links (the view lives in the URL). 'Nytt tilbud' is no
 * tab: it belongs to the offers, so its button sits by their heading.
 */
export function CompanyOffersTabs({ current }: { current: CompanyOffersView }) {
  const active = current === 'statistikk' ? 'statistikk' : 'tilbud';
  return (
    <nav aria-label="Visninger" className="mb-6 border-b border-border">
      <ul className="-mb-px flex gap-1">
        {TABS.map(({ view, label, icon: Icon }) => (
          <li key={view}>
            <Link
              to="/company/offers"
              search={view === 'tilbud' ? {} : { visning: view }}
              aria-current={active === view ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 border-b-2 px-4 text-[0.95rem] font-semibold transition-colors',
                'focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
                active === view
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
