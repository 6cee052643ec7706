import { Link, useRouter } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/Button.tsx';
import type { Role } from '../auth-state.ts';
import { describeRoles, ROLE_LABELS } from '../role-labels.ts';

const describeRequired = (required: readonly Role[]) =>
  required.map((role) => ROLE_LABELS[role]).join(' eller ');

export interface AccessDeniedPageProps {
  /** The roles the page accepts (any one of them). */
  required: readonly Role[];
  /** The roles the user has. */
  roles: readonly Role[];
}

/** 'Ingen tilgang': which role the page needs, which roles the user has, and a way back. */
export function AccessDeniedPage({ required, roles }: AccessDeniedPageProps) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  // The router counts only its own entries; a page opened by address still has the tab's history.
  const canGoBack = router.history.canGoBack() || window.history.length > 1;
  // This page stands in for the one asked for: focus moves here so keyboards and screen readers notice.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-14 sm:px-6 sm:py-20">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <ShieldX aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none sm:text-4xl">
        Ingen tilgang
      </h1>
      <p className="text-lg text-muted-foreground">
        Du har ikke tilstrekkelige rettigheter for å se denne siden.
      </p>
      <p className="text-sm text-muted-foreground" data-testid="access-roles">
        Påkrevd rolle: <strong className="font-semibold text-foreground">{describeRequired(required)}</strong>
        . Dine roller: <strong className="font-semibold text-foreground">{describeRoles(roles)}</strong>.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {canGoBack ? (
          <Button variant="outline" onClick={() => router.history.back()}>
            Gå tilbake
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/">Til forsiden</Link>
        </Button>
      </div>
    </section>
  );
}
