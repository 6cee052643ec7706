import { Link } from '@tanstack/react-router';
import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

export interface PlaceholderPageProps {
  title: string;
  lead: ReactNode;
  /** Actions that already work on this page (e.g. signing out on the profile page). */
  children?: ReactNode;
}

/** A page whose screen a later release builds: its real title, one line, and a way on. */
export function PlaceholderPage({ title, lead, children }: PlaceholderPageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-14 sm:px-6 sm:py-20">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        <Construction aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </span>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{lead}</p>
      <p className="text-sm text-muted-foreground">Denne siden er under arbeid.</p>
      {children}
      <Button asChild variant="outline" className="mt-2">
        <Link to="/offers">Sjekk ut tilbud</Link>
      </Button>
    </section>
  );
}
