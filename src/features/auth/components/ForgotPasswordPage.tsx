import { Link } from '@tanstack/react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import { type FieldErrors, fieldErrors, showFieldErrors } from '@/ui/form-errors.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { type ResetMailResult, requestPasswordReset } from '../api/password-reset.ts';
import { ForgotPasswordSchema } from '../register/reset-schema.ts';

function sayFailure(result: Exclude<ResetMailResult, { ok: true }>): void {
  const description = {
    rate_limited: 'Du har bedt om for mange e-poster på kort tid. Vent litt, og prøv igjen.',
    offline: 'Du må være på nett for å få tilsendt en ny lenke.',
    failed: 'Vi kunne ikke sende e-posten. Prøv igjen om litt.',
  }[result.reason];
  toast.error('Feil ved tilbakestilling', { description });
}

/** /forgot-password: an address, then a confirmation that can send the mail again. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  async function send(address: string): Promise<boolean> {
    setSending(true);
    const result = await requestPasswordReset(address);
    setSending(false);
    if (!result.ok) sayFailure(result);
    return result.ok;
  }

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ForgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      showFieldErrors(form.current, found, setErrors);
      return;
    }
    setErrors({});
    if (await send(email)) setSentTo(email.trim());
  }

  async function sendAgain() {
    if (sentTo && (await send(sentTo)))
      toast.success('E-post sendt!', { description: `Ny lenke sendt til ${sentTo}.` });
  }

  return (
    <PageContainer className="flex max-w-md flex-col gap-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          {sentTo ? (
            <MailCheck aria-hidden="true" className="size-6" />
          ) : (
            <KeyRound aria-hidden="true" className="size-6" />
          )}
        </span>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          {sentTo ? 'Sjekk e-posten din' : 'Glemt passord'}
        </h1>
        <p className="text-muted-foreground">
          {sentTo
            ? 'Hvis det finnes en konto for adressen, har vi sendt en lenke for å lage et nytt passord.'
            : 'Skriv inn e-postadressen din, så sender vi deg en lenke for å lage et nytt passord.'}
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4">
          {sentTo ? (
            <div role="status" className="flex flex-col gap-4">
              <p>
                Vi sendte lenken til <strong className="break-all">{sentTo}</strong>. Lenken er gyldig en
                begrenset tid.
              </p>
              <Button variant="outline" disabled={sending} onClick={() => void sendAgain()}>
                {sending ? 'Sender...' : 'Send på nytt'}
              </Button>
              <Button variant="link" onClick={() => setSentTo(null)}>
                Bruk en annen e-postadresse
              </Button>
            </div>
          ) : (
            <form
              ref={form}
              className="flex flex-col gap-4"
              noValidate
              aria-labelledby={headingId}
              onSubmit={(event) => void submit(event)}
            >
              <TextField
                name="email"
                label="E-post"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                placeholder="navn@firma.no"
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={sending}>
                {sending ? 'Sender...' : 'Send lenke'}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Husker du passordet?{' '}
        <Link
          to="/login"
          className="rounded-md font-semibold text-primary-text underline-offset-4 hover:underline"
        >
          Logg inn
        </Link>
      </p>
    </PageContainer>
  );
}
