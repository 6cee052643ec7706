import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { categoryIllustrationUrl } from '@/features/categories/index.ts';
import { Button } from '@/ui/Button.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { fetchAdminCategories, type AdminCategory } from '../api/categories.ts';
import { CATEGORY_MESSAGES } from '../category-form-schema.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx';

type LoadState =
  { status: 'loading' } | { status: 'ready'; categories: AdminCategory[] } | { status: 'error' };

/** /admin/categories: the categories by display_order, with create, edit and delete. */
export function CategoriesAdminPage() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const [editing, setEditing] = useState<'new' | AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    fetchAdminCategories().then(
      (categories) => current && setState({ status: 'ready', categories }),
      (error: unknown) => {
        console.warn('Could not load the categories', error);
        if (current) setState({ status: 'error' });
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
          <p>{CATEGORY_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={reload}>
            Prøv igjen
          </Button>
        </div>
      ) : state.categories.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {CATEGORY_MESSAGES.empty}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border bg-card">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-border bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Illustrasjon
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Navn
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Nøkkel
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Visningsrekkefølge
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Handlinger
                </th>
              </tr>
            </thead>
            <tbody>
              {state.categories.map((category) => (
                <tr key={category.id} className="border-b border-border last:border-0">
                  <td className="px-4 py-2">
                    <img
                      src={categoryIllustrationUrl(category.key)}
                      alt=""
                      className="size-12 rounded-xl bg-muted object-contain"
                    />
                  </td>
                  <th scope="row" className="px-4 py-2 font-semibold">
                    {category.name}
                  </th>
                  <td className="px-4 py-2 font-mono text-xs">{category.key}</td>
                  <td className="px-4 py-2 tabular-nums">{category.display_order}</td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(category)}
                        aria-label={`Rediger ${category.name}`}
                      >
                        <Pencil aria-hidden="true" />
                        Rediger
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive"
                        onClick={() => setDeleting(category)}
                        aria-label={`Slett ${category.name}`}
                      >
                        <Trash2 aria-hidden="true" />
                        Slett
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CategoryDialog target={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} onDeleted={reload} />
    </PageContainer>
  );
}
