import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { CloudOff, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from './Button.tsx';

/** A dynamic import that failed: the page's code never arrived (offline before it was cached). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * The router's default error page, in Norwegian, instead of TanStack's
 * English 'Something went wrong!'. Most often a page's code could not be
 * fetched: it says so, and tries again by itself when the network is back.
 */
export function PageErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('Page failed', error);
    if (!chunk) return;
    // A module that failed to import stays failed in this document: only a reload fetches it again.
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, [chunk, error]);
  const retry = () => {
    if (chunk) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <CloudOff aria-hidden="true" className="mb-6 size-14 text-muted-foreground" strokeWidth={1.5} />
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {chunk ? 'Siden kunne ikke lastes' : 'Noe gikk galt'}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {chunk
          ? 'Denne delen av appen er ikke lagret på enheten ennå, og du ser ut til å være uten nett. Den lastes inn igjen når du er tilkoblet.'
          : 'En uventet feil oppstod. Prøv igjen, eller gå tilbake til tilbudene.'}
      </p>
      <Button size="lg" className="mt-8" onClick={retry}>
        <RotateCw aria-hidden="true" />
        Prøv igjen
      </Button>
    </section>
  );
}
