import { Pencil, Trash2 } from 'lucide-react';
import { categoryIllustrationUrl } from '@/features/categories/index.ts';
import { Button } from '@/ui/Button.tsx';
import type { AdminCategory } from '../api/fetch-admin-categories.ts';

export interface CategoryTableProps {
  categories: readonly AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

function Actions({
  category,
  onEdit,
  onDelete,
}: { category: AdminCategory } & Omit<CategoryTableProps, 'categories'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(category)}
        aria-label={`Rediger ${category.name}`}
      >
        <Pencil aria-hidden="true" />
        Rediger
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive"
        onClick={() => onDelete(category)}
        aria-label={`Slett ${category.name}`}
      >
        <Trash2 aria-hidden="true" />
        Slett
      </Button>
    </div>
  );
}

/**
 * The categories in display order: the spec's table from 640 px, and on a
 * phone the same columns as one card per category, so the actions never
 * sit behind a sideways scroll.
 */
export function CategoryTable({ categories, onEdit, onDelete }: CategoryTableProps) {
  return (
    <>
      <ul className="flex flex-col gap-3 sm:hidden" aria-label="Kategorier">
        {categories.map((category) => (
          <li key={category.id} className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4">
            <div className="flex items-center gap-3">
              <img
                src={categoryIllustrationUrl(category.key)}
                alt=""
                className="size-12 rounded-xl bg-muted object-contain"
              />
              <div className="min-w-0">
                <p className="font-semibold">{category.name}</p>
                <p className="text-sm text-muted-foreground">
                  Nøkkel <span className="font-mono text-xs text-foreground">{category.key}</span> ·
                  Visningsrekkefølge{' '}
                  <span className="tabular-nums text-foreground">{category.display_order}</span>
                </p>
              </div>
            </div>
            <Actions category={category} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-card sm:block">
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
            {categories.map((category) => (
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
                  <Actions category={category} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
