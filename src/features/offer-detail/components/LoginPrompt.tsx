import { Link } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@/ui/Button.tsx';

/** In place of the code for visitors: sign in (or register) and come straight back here. */
export function LoginPrompt({ offerId }: { offerId: string }) {
  const redirectTo = `/offer/${offerId}`;
  return (
    <section
      aria-labelledby="login-prompt-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-secondary/60 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-card text-primary-text">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="login-prompt-title" className="text-lg font-semibold">
            Logg inn for å bruke tilbudet
          </h2>
          <p className="text-sm text-muted-foreground">
            Rabattkoden, kontaktinformasjonen og lenken til tilbudet er bare for innloggede brukere.
          </p>
        </div>
      </div>
      {/* flex-1 only in a row: in the phone's column it would squash the buttons to 23 px. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="sm:flex-1">
          <Link to="/login" search={{ redirectTo }}>
            Logg inn
          </Link>
        </Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link to="/register" search={{ redirectTo }}>
            Registrer deg
          </Link>
        </Button>
      </div>
    </section>
  );
}
