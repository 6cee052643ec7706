import { useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/ui/Button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/Dialog.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { fieldErrors, showFieldErrors, withoutError, type FieldErrors } from '@/ui/form-errors.ts';
import { toast } from '@/ui/toast.ts';
import type { AdminCategory } from '../api/fetch-admin-categories.ts';
import { createCategory, updateCategory } from '../api/save-category.ts';
import {
  CATEGORY_MESSAGES,
  CategoryFormSchema,
  normaliseCategoryKey,
  type CategoryFormInput,
} from '../category-form-schema.ts';

export interface CategoryDialogProps {
  /** 'new' for 'Ny Kategori', a category for 'Rediger', null when closed. */
  target: 'new' | AdminCategory | null;
  onClose: () => void;
  onSaved: () => void;
}

function startingValues(target: CategoryDialogProps['target']): CategoryFormInput {
  if (target === null || target === 'new') return { key: '', name: '', display_order: '0' };
  return { key: target.key, name: target.name, display_order: String(target.display_order) };
}

/** The category dialog: create ('Ny Kategori') or edit ('Rediger') key, name and display order. */
export function CategoryDialog({ target, onClose, onSaved }: CategoryDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {target !== null ? (
          <CategoryForm
            key={target === 'new' ? 'new' : target.id}
            target={target}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  target,
  onClose,
  onSaved,
}: {
  target: 'new' | AdminCategory;
  onClose: () => void;
  onSaved: () => void;
}) {
  const creating = target === 'new';
  const [values, setValues] = useState(() => startingValues(target));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const setField = (name: keyof CategoryFormInput, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => withoutError(previous, name));
  };

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = CategoryFormSchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form.current, fieldErrors(parsed.error), setErrors);
      return;
    }
    setSending(true);
    const result = creating
      ? await createCategory(parsed.data)
      : await updateCategory(target.id, parsed.data);
    setSending(false);
    if (!result.ok) {
      if (result.field) {
        const message =
          result.serverMessage ??
          (result.field === 'key' ? CATEGORY_MESSAGES.keyTaken : CATEGORY_MESSAGES.required);
        showFieldErrors(form.current, { [result.field]: message }, setErrors);
      }
      toast.error('Feil', {
        description: creating ? CATEGORY_MESSAGES.createFailed : CATEGORY_MESSAGES.updateFailed,
      });
      return;
    }
    toast.success(creating ? CATEGORY_MESSAGES.created : CATEGORY_MESSAGES.updated);
    onSaved();
    onClose();
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{creating ? 'Ny Kategori' : 'Rediger'}</DialogTitle>
        <DialogDescription>
          {creating
            ? 'Legg til en kategori som tilbud kan sorteres i.'
            : `Endre kategorien «${target.name}».`}
        </DialogDescription>
      </DialogHeader>
      <form
        ref={form}
        noValidate
        className="mt-5 flex flex-col gap-4"
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          name="name"
          label="Navn"
          required
          value={values.name}
          error={errors.name}
          disabled={sending}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setField('name', event.target.value)}
        />
        <TextField
          name="key"
          label="Nøkkel"
          required
          value={values.key}
          error={errors.key}
          disabled={sending}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint="Små bokstaver, tall og bindestrek, for eksempel food-drink. Brukes i lenker og velger illustrasjonen."
          onChange={(event) => setField('key', normaliseCategoryKey(event.target.value))}
        />
        <TextField
          name="display_order"
          label="Visningsrekkefølge"
          inputMode="numeric"
          value={values.display_order}
          error={errors.display_order}
          disabled={sending}
          maxLength={10}
          onChange={(event) => setField('display_order', event.target.value)}
        />
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={onClose} disabled={sending}>
            Avbryt
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? (creating ? 'Oppretter...' : 'Oppdaterer...') : creating ? 'Opprett' : 'Oppdater'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
