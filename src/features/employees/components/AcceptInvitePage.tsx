import { Link, useRouter } from '@tanstack/react-router';
import { KeyRound, Link2Off } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { CheckingSession, loadNewPasswordTools, loadSupabase, useAuth } from '@/features/auth/index.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import { type FieldErrors, fieldErrors, showFieldErrors, withoutError } from '@/ui/form-errors.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { toast } from '@/ui/toast.ts';
import {
  currentInviteLink,
  dropInviteSession,
  forgetInviteLink,
  pendingInviteSession,
} from '../invite-link.ts';
import { SwitchAccountPrompt } from './SwitchAccountPrompt.tsx';

/** How long the page waits for supabase-js to take the link's session before calling the link invalid. */
const SESSION_WAIT_MS = 15_000;

const FAILURE_TEXT = {
  offline: 'Du må være på nett for å lagre passordet.',
  failed: 'Passordet kunne ikke lagres. Prøv igjen, eller be om en ny invitasjon.',
} as const;

/**
 * /accept-invite, opened from the invitation mail: the invited person
 * chooses a password for the session the link brought, and is then signed in
 * as a member of the company. Without that session: 'Ugyldig lenke'.
 */
export function AcceptInvitePage() {
  const router = useRouter();
  const { status, user } = useAuth();
  const [link] = useState(currentInviteLink);
  const [waitedOut, setWaitedOut] = useState(false);
  const [hasSession] = useState(() => pendingInviteSession() !== null);
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  const applied = useRef(false);

  useEffect(() => {
    // The link's session is applied through supabase-js: load it now rather than after the first paint.
    void loadSupabase();
    const timer = setTimeout(() => setWaitedOut(true), SESSION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  const invited = link?.kind === 'invite' ? link : null;
  const someoneElse = status === 'signed_in' && invited !== null && user?.id !== invited.userId;

  function takeLinkSession() {
    if (applied.current) return;
    applied.current = true;
    void applyInviteSession().then((ok) => {
      if (!ok) setFailed(true);
    });
  }

  // Nobody signed in: the link's session is the one to use.
  useEffect(() => {
    if (hasSession && status === 'signed_out') takeLinkSession();
  });

  async function keepCurrentUser() {
    forgetInviteLink();
    await router.navigate({ to: '/', replace: true });
  }

  if (!invited || failed) return <InvalidLink />;
  if (status === 'signed_in' && user?.id === invited.userId) {
    const firstname: unknown = user.user_metadata.firstname;
    return (
      <ChoosePassword email={user.email ?? ''} firstname={typeof firstname === 'string' ? firstname : null} />
    );
  }
  // Never replace a signed-in user's session with another account's without asking.
  if (someoneElse && hasSession && !switching) {
    return (
      <SwitchAccountPrompt
        currentEmail={user?.email ?? ''}
        invitedEmail={invited.email}
        onKeep={() => void keepCurrentUser()}
        onSwitch={() => {
          setSwitching(true);
          takeLinkSession();
        }}
      />
    );
  }
  if (waitedOut || (!hasSession && (status === 'signed_out' || someoneElse))) return <InvalidLink />;
  return <CheckingSession />;
}

/** Signs in with the session the invitation link brought; false when it is refused or gone. */
async function applyInviteSession(): Promise<boolean> {
  const session = pendingInviteSession();
  dropInviteSession();
  if (!session) return false;
  try {
    const client = await loadSupabase();
    const { error } = await client.auth.setSession(session);
    return !error;
  } catch {
    return false;
  }
}

function InvalidLink() {
  return (
    <PageContainer className="flex max-w-md flex-col items-center gap-5 text-center sm:py-14">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Link2Off aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">Ugyldig lenke</h1>
      <p className="text-lg text-muted-foreground">
        Invitasjonslenken er ugyldig eller utløpt. Be den som inviterte deg om å sende invitasjonen på nytt.
      </p>
      <Button asChild size="lg">
        <Link to="/login">Gå til innlogging</Link>
      </Button>
    </PageContainer>
  );
}

function ChoosePassword({ email, firstname }: { email: string; firstname: string | null }) {
  const router = useRouter();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const setField = (name: 'password' | 'confirmPassword', value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
  };

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { ResetPasswordSchema, setNewPassword } = await loadNewPasswordTools();
    const parsed = ResetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form.current, fieldErrors(parsed.error), setErrors);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await setNewPassword(values.password);
    if (!result.ok) {
      setSaving(false);
      toast.error('Kunne ikke lagre passordet', {
        description: result.reason === 'offline' ? FAILURE_TEXT.offline : FAILURE_TEXT.failed,
      });
      return;
    }
    forgetInviteLink();
    toast.success('Velkommen!', { description: 'Passordet er lagret, og du er logget inn.' });
    await router.navigate({ to: '/profile', replace: true });
  }

  return (
    <PageContainer className="flex max-w-md flex-col gap-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          {firstname ? `Velkommen, ${firstname}!` : 'Velkommen!'}
        </h1>
        <p className="text-muted-foreground">Du er invitert som ansatt. Velg et passord for å fullføre.</p>
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
            {/* Password managers expect the account's name beside its new password. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <TextField
              name="password"
              label="Velg passord"
              type="password"
              autoComplete="new-password"
              required
              hint="Minst 8 tegn."
              value={values.password}
              error={errors.password}
              onChange={(event) => setField('password', event.target.value)}
            />
            <TextField
              name="confirmPassword"
              label="Bekreft passord"
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              error={errors.confirmPassword}
              onChange={(event) => setField('confirmPassword', event.target.value)}
            />
            <Button type="submit" size="lg" className="w-full" disabled={saving}>
              {saving ? 'Lagrer...' : 'Lagre passord og fortsett'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
