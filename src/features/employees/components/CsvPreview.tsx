import { CircleCheck, CircleAlert } from 'lucide-react';
import { COMPANY_ROLE_LABELS } from '@/features/account/signed-in.ts';
import type { ImportRow } from '../csv/validate-import.ts';

/** The file's rows as they will be sent, each with its problems (or OK). */
export function CsvPreview({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <div
      className="max-h-[45dvh] overflow-auto rounded-2xl border border-border"
      tabIndex={0}
      aria-label="Forhåndsvisning"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Rader i filen</caption>
        <thead className="sticky top-0 bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Rad
            </th>
            <th scope="col" className="px-3 py-2">
              Navn
            </th>
            <th scope="col" className="px-3 py-2">
              E-post
            </th>
            <th scope="col" className="px-3 py-2">
              Rolle
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.line}
              className="border-t border-border align-top"
              data-valid={row.problems.length === 0}
            >
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className="px-3 py-2">{`${row.firstname} ${row.lastname}`.trim() || '–'}</td>
              <td className="px-3 py-2 break-all">{row.email || '–'}</td>
              <td className="px-3 py-2">{row.role ? COMPANY_ROLE_LABELS[row.role] : '–'}</td>
              <td className="px-3 py-2">
                {row.problems.length === 0 ? (
                  <span className="inline-flex items-center gap-1.5 font-medium text-success">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    OK
                  </span>
                ) : (
                  <ul className="flex flex-col gap-0.5 text-destructive">
                    {row.problems.map((problem) => (
                      <li key={problem} className="flex items-start gap-1.5">
                        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        {problem}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
