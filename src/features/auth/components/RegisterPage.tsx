import { Link, useRouter } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { CompanyResult } from '@/features/leads/index.ts';
import { formatOrgNumber, normalizeOrgNumber } from '@contracts/org-number.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import { type FieldErrors, fieldErrors, showFieldErrors } from '@/ui/form-errors.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { type RegisterOutcome, registerAccount } from '../api/register.ts';
import { useAuth } from '../auth-state.ts';
import { safeRedirectPath } from '../redirect-target.ts';
import { orgNumberOnBlur } from '../register/company-lookup.ts';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_MESSAGES,
  RegisterSchema,
  type RegisterValues,
  switchUserType,
  type UserTypeChoice,
} from '../register/register-schema.ts';
import { useCompanyLookup } from '../register/use-company-lookup.ts';
import { RegisterCompanyLookup } from './RegisterCompanyLookup.tsx';
import { RegisterFormFields } from './RegisterFormFields.tsx';
import { RegisterWelcome } from './RegisterWelcome.tsx';
import { UserTypeToggle } from './UserTypeToggle.tsx';

export interface RegisterPageProps {
  redirectTo?: string | undefined;
  /** The toggle's first choice (partner links open the page on 'Bedrift'). */
  userType?: UserTypeChoice | undefined;
  /** A company was attached to the signed-in account: the page re-reads its memberships. */
  onCompanyAttached?: () => void;
}

type Welcome = { signedIn: boolean; companyAttached: boolean };

/** What the outcome says to the user; a welcome screen when registering worked. */
function announce(outcome: RegisterOutcome): Welcome | null {
  switch (outcome.kind) {
    case 'confirm_email':
      toast.success('Registrering vellykket!', { description: 'Sjekk e-posten din for å bekrefte kontoen.' });
      return { signedIn: false, companyAttached: false };
    case 'signed_in':
      toast.success('Registrering vellykket!');
      return { signedIn: true, companyAttached: false };
    case 'company_attached':
      toast.success('Bedrift registrert!', {
        description: 'Bedriften er koblet til kontoen din, og du er eier.',
      });
      return { signedIn: true, companyAttached: true };
    case 'attach_failed':
      toast.error('Kunne ikke fullføre', {
        description: 'Du er logget inn, men bedriften kunne ikke registreres. Prøv igjen senere.',
      });
      return null;
    case 'email_exists':
      toast.error('E-post finnes allerede', { description: 'Logg inn, eller bruk en annen e-postadresse.' });
      return null;
    case 'offline':
      toast.error('Ingen nettverkstilkobling', { description: 'Du må være på nett for å registrere deg.' });
      return null;
    case 'failed':
      toast.error('Noe gikk galt', { description: 'Registreringen kunne ikke fullføres. Prøv igjen.' });
      return null;
  }
}

/** /register: a private person or a company (found in the registry first), then the welcome screen. */
export function RegisterPage({ redirectTo, userType = 'individual', onCompanyAttached }: RegisterPageProps) {
  const router = useRouter();
  const { status } = useAuth();
  const [values, setValues] = useState<RegisterValues>(() => ({ ...EMPTY_REGISTER_VALUES, userType }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  const target = safeRedirectPath(redirectTo, window.location.origin);

  // Someone already signed in has an account: on to where they were going. Not
  // while registering (a company for an existing account signs in on the way)
  // nor once the welcome screen shows.
  useEffect(() => {
    if (status === 'signed_in' && !submitting && welcome === null) router.history.replace(target);
  }, [status, submitting, welcome, router, target]);
  const lookup = useCompanyLookup();
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const company = values.userType === 'company';
  const showForm = !company || lookup.state.status === 'not_exists';

  const update = (patch: Partial<RegisterValues>) => setValues((current) => ({ ...current, ...patch }));

  function pickCompany(picked: CompanyResult) {
    const organizationNumber = normalizeOrgNumber(picked.organizationNumber);
    update({ companyName: picked.companyName, organizationNumber, address: picked.address ?? '' });
    lookup.check(organizationNumber);
  }

  function orgNumberLeft(value: string) {
    const digits = orgNumberOnBlur(value);
    const checked = lookup.state.status === 'idle' ? null : lookup.state.orgNo;
    if (digits !== null && digits !== checked) lookup.check(digits);
  }

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RegisterSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      showFieldErrors(form.current, found, setErrors);
      if (Object.values(found).includes(REGISTER_MESSAGES.required)) toast.error(REGISTER_MESSAGES.required);
      else if (found.password === REGISTER_MESSAGES.tooShort) {
        toast.error(REGISTER_MESSAGES.tooShortTitle, { description: REGISTER_MESSAGES.tooShort });
      }
      return;
    }
    setErrors({});
    setSubmitting(true);
    const outcome = await registerAccount(values, redirectTo);
    const next = announce(outcome);
    if (next?.companyAttached) onCompanyAttached?.();
    if (next?.signedIn && redirectTo !== undefined) {
      router.history.push(target);
      return;
    }
    // Set in the same render as the end of submitting, so the signed-in check above never runs between.
    setWelcome(next);
    setSubmitting(false);
    if (next) window.scrollTo({ top: 0 });
  }

  if (welcome) return <RegisterWelcome email={values.email.trim()} {...welcome} />;

  return (
    <PageContainer className="flex max-w-xl flex-col gap-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          <UserPlus aria-hidden="true" className="size-6" />
        </span>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight">
          Registrer deg
        </h1>
        <p className="text-muted-foreground">
          Opprett en konto som privatperson eller bedrift, og få tilgang til rabattkodene.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <UserTypeToggle
            value={values.userType}
            onChange={(userType) => {
              setValues((current) => switchUserType(current, userType));
              setErrors({});
              lookup.reset();
            }}
          />
          {company && lookup.state.status !== 'not_exists' ? (
            <RegisterCompanyLookup
              state={lookup.state}
              onPick={pickCompany}
              onSearchAgain={lookup.reset}
              redirectTo={redirectTo}
            />
          ) : null}
          {company && lookup.state.status === 'not_exists' ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/50 p-3 text-sm">
              <span>
                {values.companyName ? `${values.companyName}, ` : ''}org.nr.{' '}
                {formatOrgNumber(lookup.state.orgNo)}
              </span>
              <Button variant="link" onClick={lookup.reset}>
                Søk etter en annen bedrift
              </Button>
            </div>
          ) : null}
          {showForm ? (
            <form
              ref={form}
              className="flex flex-col gap-6"
              noValidate
              aria-labelledby={headingId}
              onSubmit={(event) => void submit(event)}
            >
              <RegisterFormFields
                values={values}
                errors={errors}
                onChange={(field, value) => update({ [field]: value })}
                onOrgNumberBlur={orgNumberLeft}
              />
              <Button type="submit" size="lg" className="w-full" disabled={submitting}>
                {submitting ? 'Registrerer...' : 'Registrer deg'}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Har du allerede en konto?{' '}
        <Link
          to="/login"
          search={redirectTo === undefined ? {} : { redirectTo }}
          className="rounded-md font-semibold text-primary-text underline-offset-4 hover:underline"
        >
          Logg inn
        </Link>
      </p>
    </PageContainer>
  );
}
