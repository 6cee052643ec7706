import { Link } from '@tanstack/react-router';
import { MailCheck, PartyPopper } from 'lucide-react';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';

export interface RegisterWelcomeProps {
  email: string;
  /** Signed in already (no mail to confirm first). */
  signedIn: boolean;
  companyAttached?: boolean;
}

/** After registering: what happens next, and the way to the offers. */
export function RegisterWelcome({ email, signedIn, companyAttached = false }: RegisterWelcomeProps) {
  const Icon = signedIn ? PartyPopper : MailCheck;
  return (
    <PageContainer className="flex max-w-lg flex-col items-center gap-5 text-center sm:py-14">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Velkommen til Ordning!</h1>
      {signedIn ? (
        <p className="text-lg text-muted-foreground">
          {companyAttached
            ? 'Bedriften er registrert, og du er eier. Du er logget inn og kan bruke rabattkodene med en gang.'
            : 'Kontoen din er klar, og du er logget inn.'}
        </p>
      ) : (
        <>
          <p className="text-lg text-muted-foreground">
            Vi har sendt en e-post til <strong className="break-all text-foreground">{email}</strong>. Klikk
            på lenken i e-posten for å bekrefte kontoen din, så får du tilgang til rabattkodene.
          </p>
          {/* The same words whether the address was new or taken: the page must not tell which. */}
          <p className="text-muted-foreground">
            Hvis e-postadressen allerede har en konto, får du i stedet en e-post med lenke for å logge inn
            eller tilbakestille passordet.
          </p>
        </>
      )}
      {signedIn ? null : (
        <p className="text-sm text-muted-foreground">
          Finner du den ikke? Sjekk søppelpost, eller{' '}
          <Link to="/login" className="font-semibold text-primary-text underline underline-offset-4">
            logg inn
          </Link>{' '}
          hvis du allerede har en konto.
        </p>
      )}
      <Button asChild size="lg">
        <Link to="/offers">Se tilbudene</Link>
      </Button>
    </PageContainer>
  );
}
