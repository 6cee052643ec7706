import { CircleAlert, Send } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import type { CompanyRole } from '@/features/account/index.ts';
import { isOffline } from '@/lib/online.ts';
import { useOnline } from '@/lib/use-online.ts';
import { Button } from '@/ui/Button.tsx';
import { type FieldErrors, fieldErrors, showFieldErrors, withoutError } from '@/ui/form-errors.ts';
import { Label } from '@/ui/Label.tsx';
import { RequiredMark, TextField } from '@/ui/TextField.tsx';
import { toast } from '@/ui/toast.ts';
import { inviteEmployee } from '../api/invite-employee.ts';
import { employeeName } from '../employee-schema.ts';
import { INVITE_TEXT, offlineLine } from '../employee-texts.ts';
import { EMPTY_INVITE, InviteFormSchema, type InviteFormValues } from '../invite-form-schema.ts';
import { RoleSelect } from './RoleSelect.tsx';

type TextKey = Exclude<keyof InviteFormValues, 'role'>;

export interface InviteEmployeeFormProps {
  companyId: string;
  /** The roles the signed-in user may give (an admin never gives owner). */
  roles: readonly CompanyRole[];
  /** After a sent invitation: the list reads the new member. */
  onInvited: () => void;
}

/**
 * The invite form (spec section 5): name, e-mail, optional phone and the role.
 * Offline it says the network is needed, sends nothing and keeps what was typed.
 */
export function InviteEmployeeForm({ companyId, roles, onInvited }: InviteEmployeeFormProps) {
  const [values, setValues] = useState<InviteFormValues>(EMPTY_INVITE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // Sending was refused for want of a network (shown until the next try or edit).
  const [refusedOffline, setRefusedOffline] = useState(false);
  const online = useOnline();
  const form = useRef<HTMLFormElement>(null);
  const roleId = useId();
  const alertId = useId();
  const missingRequired = Object.values(errors).includes(INVITE_TEXT.required);

  const setField = (name: TextKey, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutError(current, name));
    setRefusedOffline(false);
  };

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = InviteFormSchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form.current, fieldErrors(parsed.error), setErrors);
      return;
    }
    setErrors({});
    if (isOffline()) {
      setRefusedOffline(true);
      return;
    }
    setRefusedOffline(false);
    setSending(true);
    const result = await inviteEmployee({ ...parsed.data, companyId });
    setSending(false);
    if (!result.ok) {
      // The network going away while sending is a toast too ('Du er frakoblet').
      toast.error(result.title, { description: result.description });
      return;
    }
    toast.success(INVITE_TEXT.sent, { description: INVITE_TEXT.sentDescription(employeeName(parsed.data)) });
    setValues(EMPTY_INVITE);
    onInvited();
  }

  // A missing required field is marked on the field; the one message stands above the button.
  const text = (name: TextKey) => {
    const error = errors[name];
    return {
      name,
      value: values[name],
      error: error === INVITE_TEXT.required ? undefined : error,
      invalid: error === INVITE_TEXT.required,
      'aria-describedby': error === INVITE_TEXT.required ? alertId : undefined,
      onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    };
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label="Inviter ansatt"
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <TextField {...text('firstname')} label="Fornavn" autoComplete="off" required />
        <TextField {...text('lastname')} label="Etternavn" autoComplete="off" required />
      </div>
      <TextField
        {...text('email')}
        label="E-post"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField {...text('phone')} label="Telefon" type="tel" inputMode="tel" autoComplete="off" />
      <div className="flex flex-col gap-2">
        <Label htmlFor={roleId}>
          Rolle
          <RequiredMark required />
        </Label>
        <RoleSelect
          id={roleId}
          value={values.role}
          roles={roles}
          onChange={(role) => setValues((current) => ({ ...current, role }))}
        />
      </div>
      {missingRequired ? (
        <div
          id={alertId}
          role="alert"
          className="flex items-start gap-2 rounded-2xl border border-destructive/40 px-4 py-3 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <span className="block font-semibold text-destructive">{INVITE_TEXT.requiredTitle}</span>
            {INVITE_TEXT.required}
          </p>
        </div>
      ) : null}
      {/* Back on the network, the line goes: sending works again. A refusal is a new element, announced. */}
      {!online && refusedOffline ? (
        <p key="refused" role="alert" className="text-sm font-medium text-destructive">
          {offlineLine('invite')}
        </p>
      ) : !online ? (
        <p key="offline" role="status" className="text-sm text-muted-foreground">
          {offlineLine('invite')}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        <Send aria-hidden="true" />
        {sending ? 'Sender invitasjon...' : 'Send invitasjon'}
      </Button>
    </form>
  );
}
