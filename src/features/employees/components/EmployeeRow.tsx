import { Mail, Pencil, Phone, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CompanyRole } from '@/features/account/index.ts';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { toast } from '@/ui/toast.ts';
import { deleteEmployee, updateEmployeeRole } from '../api/change-employee.ts';
import { inviteEmployee } from '../api/invite-employee.ts';
import {
  type Actor,
  canDelete,
  canEditRole,
  canResendInvite,
  grantableRoles,
} from '../employee-permissions.ts';
import { employeeName, type Employee } from '../employee-schema.ts';
import { EMPLOYEES_TEXT, INVITE_TEXT, OFFLINE_TEXT } from '../employee-texts.ts';
import { isOffline } from '@/lib/online.ts';
import { DeleteEmployeeDialog } from './DeleteEmployeeDialog.tsx';
import { RoleSelect } from './RoleSelect.tsx';

export interface EmployeeRowProps {
  employee: Employee;
  actor: Actor;
  onRoleSaved: (id: string, role: CompanyRole) => void;
  onDeleted: (id: string) => void;
}

/** The toast for a change refused (or lost) for want of a network. */
function toastOffline(what: 'role' | 'delete'): void {
  toast.error(OFFLINE_TEXT.title, { description: OFFLINE_TEXT[what] });
}

/**
 * One employee: view mode, edit mode (role, Lagre, Avbryt) and removal after
 * a confirmation. Offline, saving, deleting and resending say the network is
 * needed and send nothing; edit mode and the chosen role stay.
 */
export function EmployeeRow({ employee, actor, onRoleSaved, onDeleted }: EmployeeRowProps) {
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<CompanyRole>(employee.role);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [resending, setResending] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const roleSelect = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = employeeName(employee);
  const roles = grantableRoles(actor);

  const focusEditButton = useRef(false);

  // Into edit mode: the selector has focus; out of it: back where the user started.
  useEffect(() => {
    if (editing) roleSelect.current?.focus();
    else if (focusEditButton.current) {
      focusEditButton.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const leaveEdit = () => {
    focusEditButton.current = true;
    setEditing(false);
  };

  const cancel = () => {
    setRole(employee.role);
    leaveEdit();
  };

  async function save() {
    if (role === employee.role) return leaveEdit();
    if (isOffline()) return toastOffline('role');
    setSaving(true);
    try {
      await updateEmployeeRole(employee.id, role);
      toast.success(EMPLOYEES_TEXT.updated, {
        description: `${name} er nå ${COMPANY_ROLE_LABELS[role].toLowerCase()}.`,
      });
      onRoleSaved(employee.id, role);
      leaveEdit();
    } catch (error) {
      console.warn('Could not update the employee', error);
      if (isOffline()) return toastOffline('role');
      toast.error(EMPLOYEES_TEXT.updateFailedTitle, { description: EMPLOYEES_TEXT.updateFailed });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    // The dialog stays open: the user can confirm again once back on the network.
    if (isOffline()) return toastOffline('delete');
    setDeleting(true);
    try {
      await deleteEmployee(employee.id);
      setConfirming(false);
      toast.success(EMPLOYEES_TEXT.deleted, { description: `${name} er fjernet fra bedriften.` });
      onDeleted(employee.id);
    } catch (error) {
      console.warn('Could not delete the employee', error);
      setDeleting(false);
      if (isOffline()) return toastOffline('delete');
      toast.error(EMPLOYEES_TEXT.deleteFailedTitle, { description: EMPLOYEES_TEXT.deleteFailed });
    }
  }

  async function resend() {
    // inviteEmployee refuses offline too; this spares the 'Sender...' flash.
    if (isOffline()) {
      toast.error(OFFLINE_TEXT.title, { description: OFFLINE_TEXT.resend });
      return;
    }
    setResending(true);
    // A placeholder name ('Ukjent Bruker') is never sent as if it were the person's.
    const result = await inviteEmployee({
      email: employee.email,
      firstname: employee.nameKnown ? employee.firstname : '',
      lastname: employee.nameKnown ? employee.lastname : '',
      phone: employee.phone,
      role: employee.role,
      companyId: employee.companyId,
      resend: true,
    });
    setResending(false);
    if (result.ok) toast.success(INVITE_TEXT.sent, { description: INVITE_TEXT.sentDescription(name) });
    else toast.error(result.title, { description: result.description });
  }

  return (
    <li
      aria-label={name}
      className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-3 rounded-2xl border border-border p-4 md:items-center md:gap-x-6 md:gap-y-2 md:rounded-none md:border-x-0 md:border-t-0 md:px-2 md:py-3 md:last:border-b-0"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge variant={employee.status === 'invited' ? 'warning' : 'success'}>
            {employee.status === 'invited' ? EMPLOYEES_TEXT.statusInvited : EMPLOYEES_TEXT.statusAccepted}
          </Badge>
          {employee.userId === actor.userId ? <Badge variant="muted">Deg</Badge> : null}
        </div>
      </div>
      <div className="min-w-0 self-start justify-self-end md:self-center">
        {editing ? (
          <RoleSelect
            value={role}
            roles={roles.includes(employee.role) ? roles : [employee.role, ...roles]}
            onChange={setRole}
            disabled={saving}
            label={`Rolle for ${name}`}
            ref={roleSelect}
            className="w-40 md:w-44"
          />
        ) : (
          <p>
            <span className="sr-only">Rolle: </span>
            <Badge variant="outline" className="px-3 py-1 text-sm font-medium">
              {COMPANY_ROLE_LABELS[employee.role]}
            </Badge>
          </p>
        )}
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-1 text-sm text-muted-foreground md:col-span-1 md:flex-row md:flex-wrap md:gap-x-5">
        <span className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">E-post: </span>
          <span className="truncate">{employee.email}</span>
        </span>
        {employee.phone ? (
          <span className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Telefon: </span>
            {employee.phone}
          </span>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:justify-end">
        {editing ? (
          <>
            <Button size="sm" onClick={() => void save()} disabled={saving}>
              {saving ? 'Lagrer...' : 'Lagre'}
            </Button>
            <Button size="sm" variant="outline" onClick={cancel} disabled={saving}>
              Avbryt
            </Button>
          </>
        ) : (
          <>
            {canResendInvite(actor, employee) ? (
              // A link-style button has no fixed height, so its long label can wrap on a
              // narrow phone (shrink lets it narrow to the row) instead of pushing the page sideways.
              <Button
                variant="link"
                className="min-h-9 shrink text-left text-sm"
                onClick={() => void resend()}
                disabled={resending}
                aria-label={`${EMPLOYEES_TEXT.resend} til ${name}`}
              >
                <RotateCw aria-hidden="true" />
                <span className="whitespace-normal">{resending ? 'Sender...' : EMPLOYEES_TEXT.resend}</span>
              </Button>
            ) : null}
            {canEditRole(actor, employee) ? (
              <Button
                ref={editButton}
                size="sm"
                variant="outline"
                onClick={() => {
                  // Edit mode starts from the role as stored now (a reload may have changed it).
                  setRole(employee.role);
                  setEditing(true);
                }}
                aria-label={`Endre rolle for ${name}`}
              >
                <Pencil aria-hidden="true" />
                Endre
              </Button>
            ) : null}
            {canDelete(actor, employee) ? (
              <Button
                ref={deleteButton}
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={() => setConfirming(true)}
                aria-label={`Slett ${name}`}
              >
                <Trash2 aria-hidden="true" />
                Slett
              </Button>
            ) : null}
          </>
        )}
      </div>
      <DeleteEmployeeDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!deleting) setConfirming(open);
        }}
        name={name}
        deleting={deleting}
        onConfirm={() => void remove()}
        returnFocus={deleteButton}
      />
    </li>
  );
}
