import { Link, useRouter } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { signInWithPassword } from '../api/sign-in.ts';
import { useAuth } from '../auth-state.ts';
import { safeRedirectPath } from '../redirect-target.ts';
import { MagicLinkButton } from './MagicLinkButton.tsx';

export interface LoginPageProps {
  redirectTo?: string;
}

/** /login: e-mail and password, a magic link, and the ways to reset a password or register. */
export function LoginPage({ redirectTo }: LoginPageProps) {
  const router = useRouter();
  const { status } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const online = useOnline();
  const ids = { email: useId(), password: useId(), heading: useId() };
  const target = safeRedirectPath(redirectTo, window.location.origin);

  // Someone already signed in (or returning from a magic link) has no business on this form.
  useEffect(() => {
    if (status === 'signed_in' && !submitting) router.history.replace(target);
  }, [status, submitting, router, target]);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      toast.error('Vennligst fyll ut alle felt');
      return;
    }
    setSubmitting(true);
    const result = await signInWithPassword(email, password);
    if (!result.ok) {
      setSubmitting(false);
      if (result.reason === 'offline') {
        toast.error('Ingen nettverkstilkobling', { description: 'Du må være på nett for å logge inn.' });
      } else {
        toast.error('Innlogging feilet', { description: 'Ugyldig e-post eller passord.' });
      }
      return;
    }
    toast.success('Innlogging vellykket!');
    router.history.push(target);
  }

  return (
    <PageContainer className="flex max-w-md flex-col gap-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h1 id={ids.heading} className="text-3xl font-bold tracking-tight">
          Logg inn
        </h1>
        <p className="text-muted-foreground">Velkommen tilbake! Logg inn for å se rabattkodene dine.</p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-labelledby={ids.heading}
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.email}>E-post</Label>
              <Input
                id={ids.email}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                aria-required="true"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="navn@firma.no"
              />
            </div>
            <div className="flex flex-col gap-2">
              <div className="flex items-baseline justify-between gap-3">
                <Label htmlFor={ids.password}>Passord</Label>
                <Link
                  to="/forgot-password"
                  className="rounded-md text-sm font-medium text-primary-text underline-offset-4 hover:underline"
                >
                  Glemt passord?
                </Link>
              </div>
              <Input
                id={ids.password}
                type="password"
                name="password"
                autoComplete="current-password"
                aria-required="true"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            {online ? null : (
              <p role="status" className="text-sm text-muted-foreground">
                Du er frakoblet. Koble til internett for å logge inn.
              </p>
            )}
            <Button type="submit" size="lg" className="mt-1 w-full" disabled={submitting}>
              {submitting ? 'Logger inn...' : 'Logg inn'}
            </Button>
          </form>
          <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            eller
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          <MagicLinkButton email={email} redirectTo={redirectTo} />
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Har du ikke konto?{' '}
        <Link
          to="/register"
          search={redirectTo === undefined ? {} : { redirectTo }}
          className="rounded-md font-semibold text-primary-text underline-offset-4 hover:underline"
        >
          Registrer deg
        </Link>
      </p>
    </PageContainer>
  );
}
