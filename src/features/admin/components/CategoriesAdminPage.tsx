import { Link } from '@tanstack/react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import {
  CategoriesLoadError,
  fetchAdminCategories,
  type AdminCategory,
} from '../api/fetch-admin-categories.ts';
import { CATEGORY_MESSAGES } from '../category-form-schema.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import { CategoryTable } from './CategoryTable.tsx';
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; categories: AdminCategory[] }
  | { status: 'error'; message: string };

/** /admin/categories: the categories by display_order, with create, edit and delete. */
export function CategoriesAdminPage() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState<'new' | AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    reload();
  }, [reload]);

  useEffect(() => {
    let current = true;
    fetchAdminCategories().then(
      (categories) => current && setState({ status: 'ready', categories }),
      (error: unknown) => {
        console.warn('Could not load the categories', error);
        if (!current) return;
        // fetchAdminCategories fails with the spec's text; anything else gets its fallback.
        const message = error instanceof CategoriesLoadError ? error.message : CATEGORY_MESSAGES.loadFailed;
        setState({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [generation]);

  return (
    <PageContainer className="max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" />
          Tilbake til Admin Panel
        </Link>
      </Button>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Administrer Kategorier</h1>
          <p className="text-lg text-muted-foreground">
            Kategoriene tilbudene sorteres i, i visningsrekkefølge.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Ny Kategori
        </Button>
      </header>
      {state.status === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          {CATEGORY_MESSAGES.loading}
        </p>
      ) : state.status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-destructive">
          <p>{state.message}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            Prøv igjen
          </Button>
        </div>
      ) : state.categories.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {CATEGORY_MESSAGES.empty}
        </p>
      ) : (
        <CategoryTable categories={state.categories} onEdit={setEditing} onDelete={setDeleting} />
      )}
      <CategoryDialog target={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </PageContainer>
  );
}
