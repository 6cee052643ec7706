import { useEffect, useState } from 'react';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog.tsx';
import { toast } from '@/ui/toast.ts';
import { countCategoryOffers } from '../api/count-category-offers.ts';
import { deleteCategory } from '../api/delete-category.ts';
import type { AdminCategory } from '../api/fetch-admin-categories.ts';
import { CATEGORY_MESSAGES } from '../category-form-schema.ts';

/** How many offers lose the category, in words ('Ingen tilbud', '1 tilbud', '3 tilbud'). */
export function offersUsingText(count: number | null | undefined): string {
  if (count === undefined) return 'Teller tilbud som bruker kategorien...';
  if (count === null) return 'Kunne ikke telle tilbudene som bruker kategorien.';
  if (count === 0) return 'Ingen tilbud bruker denne kategorien.';
  return `${count} tilbud bruker denne kategorien og mister koblingen til den.`;
}

export interface DeleteCategoryDialogProps {
  category: AdminCategory | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** The delete confirmation of spec section 2, with the number of offers using the category. */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: DeleteCategoryDialogProps) {
  const [count, setCount] = useState<{ id: string; value: number | null } | null>(null);
  const [sending, setSending] = useState(false);
  const id = category?.id;

  useEffect(() => {
    if (!id) return;
    let current = true;
    void countCategoryOffers(id).then((value) => current && setCount({ id, value }));
    return () => {
      current = false;
    };
  }, [id]);

  async function confirm() {
    if (!category || sending) return;
    setSending(true);
    const result = await deleteCategory(category.id);
    setSending(false);
    if (!result.ok) {
      toast.error('Feil', { description: CATEGORY_MESSAGES.deleteFailed });
      return;
    }
    toast.success(CATEGORY_MESSAGES.deleted);
    onDeleted();
    onClose();
  }

  const known = count && count.id === id ? count.value : undefined;
  return (
    <ConfirmDeleteDialog
      open={category !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Slett kategori"
      deleting={sending}
      onConfirm={() => void confirm()}
    >
      <p>
        Er du sikker? Dette vil permanent slette kategorien "{category?.name}". Denne handlingen kan ikke
        angres.
      </p>
      <p aria-live="polite" className="font-medium text-foreground">
        {offersUsingText(known)}
      </p>
    </ConfirmDeleteDialog>
  );
}
