import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/ui/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog.tsx';
import { fieldErrors, focusFirstInvalid, withoutError, type FieldErrors } from '@/ui/form-errors.ts';
import { TextField } from '@/ui/TextField.tsx';
import { toast } from '@/ui/Toaster.tsx';
import {
  ChangePasswordSchema,
  PASSWORD_MESSAGES,
  ReauthenticationCodeSchema,
  PASSWORD_MIN_LENGTH,
  splitPasswordErrors,
  useChangePassword,
  type ChangePasswordResult,
  type ChangePasswordValues,
} from '../api/change-password.ts';
import { useOnline } from '@/lib/use-online.ts';

const EMPTY: ChangePasswordValues = { current: '', next: '', repeat: '' };

export interface SetPasswordDialogProps {
  /** The signed-in user's e-mail, which the current password is checked with. */
  email: string | null;
}

/**
 * 'Endre passord': current, new and repeated password; checked with the server, then changed.
 * A session older than the server trusts for this gets a second step: the code it mailed.
 */
export function SetPasswordDialog({ email }: SetPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const { sending, submit, resend } = useChangePassword(email);
  const codeField = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const form = useRef<HTMLFormElement>(null);
  const formErrorId = useId();

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFormError(null);
    setCodeStep(false);
    setCode('');
  };

  const setField = (name: keyof ChangePasswordValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // Editing a field is fixing it: its message goes, and so does the form's.
    setErrors((previous) => withoutError(previous, name));
    setFormError(null);
  };

  const show = (next: FieldErrors, message: string | null) => {
    // The messages must be on the page (and linked) before focus lands on the first one.
    flushSync(() => {
      setErrors(next);
      setFormError(message);
    });
    focusFirstInvalid(form.current, next);
  };

  function askForCode() {
    flushSync(() => {
      setCodeStep(true);
      setErrors({});
      setFormError(null);
    });
    codeField.current?.focus();
  }

  function settle(result: ChangePasswordResult) {
    if ('codeSent' in result) {
      askForCode();
      return;
    }
    if (result.ok) {
      toast.success('Passordet er endret', {
        description: 'Bruk det nye passordet neste gang du logger inn.',
      });
      setOpen(false);
      reset();
      return;
    }
    show(result.field ? { [result.field]: result.message } : {}, result.field ? null : result.message);
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (codeStep) {
      const parsedCode = ReauthenticationCodeSchema.safeParse(code);
      if (!parsedCode.success) {
        show({ code: PASSWORD_MESSAGES.codeRequired }, null);
        return;
      }
      settle(await submit(values, parsedCode.data));
      return;
    }
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const all = fieldErrors(parsed.error);
      show(all, splitPasswordErrors(all).form);
      return;
    }
    settle(await submit(parsed.data));
  }

  async function onResend() {
    if (sending) return;
    const result = await resend();
    if ('codeSent' in result) {
      setCode('');
      setErrors({});
      setFormError(null);
      toast('Ny kode er sendt', { description: `Sjekk e-posten til ${email ?? 'deg'}.` });
      codeField.current?.focus();
      return;
    }
    if (!result.ok) show({}, result.message);
  }

  const { fields } = splitPasswordErrors(errors);
  const invalid = (name: keyof ChangePasswordValues) => name in errors;
  const fieldProps = (name: keyof ChangePasswordValues) => ({
    name,
    type: 'password',
    required: true,
    value: values[name],
    error: fields[name],
    invalid: invalid(name),
    'aria-describedby': formError && !fields[name] && invalid(name) ? formErrorId : undefined,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Endre passord
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Endre passord</DialogTitle>
          <DialogDescription>
            {codeStep ? (
              <>
                Du logget inn for mer enn et døgn siden, så vi må bekrefte at det er deg. Vi har sendt en
                engangskode til <strong className="font-semibold break-all">{email}</strong>.
              </>
            ) : (
              `Skriv inn passordet du har nå, og velg et nytt på minst ${PASSWORD_MIN_LENGTH} tegn.`
            )}
          </DialogDescription>
        </DialogHeader>
        <form
          ref={form}
          noValidate
          className="mt-5 flex flex-col gap-4"
          onSubmit={(event) => void onSubmit(event)}
        >
          {/* Password managers (and browsers' checks) expect the account's name beside its passwords. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          {codeStep ? (
            <>
              <TextField
                ref={codeField}
                label="Engangskode fra e-posten"
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                error={fields.code}
                invalid={'code' in errors}
                onChange={(event) => {
                  setCode(event.target.value);
                  setErrors((previous) => withoutError(previous, 'code'));
                  setFormError(null);
                }}
              />
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={sending}
                onClick={() => void onResend()}
              >
                Send ny kode
              </Button>
            </>
          ) : (
            <>
              <TextField
                label="Nåværende passord"
                autoComplete="current-password"
                {...fieldProps('current')}
              />
              <TextField label="Nytt passord" autoComplete="new-password" {...fieldProps('next')} />
              <TextField label="Gjenta nytt passord" autoComplete="new-password" {...fieldProps('repeat')} />
            </>
          )}
          {formError ? (
            <p id={formErrorId} role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          ) : !online ? (
            <p className="text-sm text-muted-foreground">{PASSWORD_MESSAGES.offline}</p>
          ) : null}
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="ghost">Avbryt</Button>
            </DialogClose>
            <Button type="submit" disabled={sending}>
              {sending ? 'Lagrer...' : codeStep ? 'Bekreft og lagre' : 'Lagre nytt passord'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
