import { Link, useRouter } from '@tanstack/react-router';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import { type FieldErrors, fieldErrors, showFieldErrors } from '@/ui/form-errors.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { setNewPassword } from '../api/password-reset.ts';
import { verifyRecoveryToken } from '../api/verify-recovery.ts';
import { useAuth } from '../auth-state.ts';
import { ResetPasswordSchema } from '../register/reset-schema.ts';
import { signOut } from '../sign-out.ts';
import { CheckingSession } from './CheckingSession.tsx';

export interface PasswordResetPageProps {
  /** A token in the query (older links); the usual link brings the session in the fragment. */
  token?: string | undefined;
  /** 'recovery' expected: from the query or the link's fragment. */
  type?: string | undefined;
}

const FAILURE_TEXT = {
  offline: 'Du må være på nett for å lagre et nytt passord.',
  failed: 'Passordet kunne ikke endres. Be om en ny lenke, og prøv igjen.',
} as const;

/**
 * /password-reset, opened from the recovery mail. supabase-js reads the
 * session from the link while the page says it is checking; no session and
 * no recovery link means the link is not valid.
 */
export function PasswordResetPage({ token, type }: PasswordResetPageProps) {
  const router = useRouter();
  const { status, user } = useAuth();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const tokenTried = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (done || saving || verifying || status !== 'signed_out') return;
    if (type === 'recovery' && token && !tokenTried.current) {
      tokenTried.current = true;
      setVerifying(true);
      void verifyRecoveryToken(token).then((ok) => {
        setVerifying(false);
        if (!ok) invalidLink();
      });
      return;
    }
    invalidLink();

    function invalidLink() {
      toast.error('Ugyldig lenke', { description: 'Lenken er ugyldig eller utløpt. Be om en ny lenke.' });
      router.history.replace('/login');
    }
  }, [status, type, token, done, saving, verifying, router]);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ResetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      showFieldErrors(form.current, found, setErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await setNewPassword(values.password);
    if (!result.ok) {
      setSaving(false);
      if (result.reason === 'same') {
        toast.error('Samme passord', { description: 'Det nye passordet må være forskjellig fra det gamle.' });
      } else {
        toast.error('Feil ved tilbakestilling', { description: FAILURE_TEXT[result.reason] });
      }
      return;
    }
    setDone(true);
    toast.success('Passord tilbakestilt!', { description: 'Logg inn med det nye passordet.' });
    // The link's session has done its job: the user signs in with the new password.
    await signOut();
    setSaving(false);
  }

  if (done) {
    return (
      <PageContainer className="flex max-w-md flex-col items-center gap-5 text-center sm:py-14">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Passordet er endret</h1>
        <p className="text-lg text-muted-foreground">Du kan nå logge inn med det nye passordet.</p>
        <Button asChild size="lg">
          <Link to="/login">Gå til innlogging</Link>
        </Button>
      </PageContainer>
    );
  }

  if (status !== 'signed_in' || verifying) return <CheckingSession />;

  return (
    <PageContainer className="flex max-w-md flex-col gap-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          Tilbakestill passord
        </h1>
        <p className="text-muted-foreground">Velg et nytt passord for kontoen din.</p>
      </div>
      <Card>
        <CardContent>
          <form
            ref={form}
            className="flex flex-col gap-4"
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => void submit(event)}
          >
            {/* Password managers (and browsers' checks) expect the account's name beside its passwords. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={user?.email ?? ''}
              readOnly
              hidden
            />
            <TextField
              name="password"
              label="Nytt passord"
              type="password"
              autoComplete="new-password"
              required
              hint="Minst 8 tegn."
              value={values.password}
              error={errors.password}
              onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
            />
            <TextField
              name="confirmPassword"
              label="Bekreft nytt passord"
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              error={errors.confirmPassword}
              onChange={(event) =>
                setValues((current) => ({ ...current, confirmPassword: event.target.value }))
              }
            />
            <Button type="submit" size="lg" className="w-full" disabled={saving}>
              {saving ? 'Lagrer...' : 'Lagre nytt passord'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
