import { Link } from '@tanstack/react-router';
import { Compass, House } from 'lucide-react';
import { Button } from './Button.tsx';

/** The 404 page; the caller logs the bad path (spec: it is logged). */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div
        aria-hidden="true"
        className="relative mb-8 flex size-28 items-center justify-center rounded-[2rem] bg-secondary text-secondary-foreground shadow-inner"
      >
        <Compass className="size-14 -rotate-12" strokeWidth={1.5} />
        <span className="absolute -right-3 -bottom-3 rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground shadow-md">
          404
        </span>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Oops! Siden ble ikke funnet
      </h1>
      <p className="mt-3 text-muted-foreground">
        Vi finner ingen side på{' '}
        <code className="rounded-md bg-muted px-1.5 py-0.5 text-sm break-all text-foreground">{path}</code>.
        Kanskje lenken er gammel, eller adressen har en skrivefeil.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            Tilbake til forsiden
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/offers">Sjekk ut tilbud</Link>
        </Button>
      </div>
    </section>
  );
}
