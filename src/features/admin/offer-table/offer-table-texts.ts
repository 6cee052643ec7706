import type { BulkAction, BulkResult } from './bulk-offer-actions.ts';

/** The admin offer table's own Norwegian words (the shared status and action words are in offer-vocabulary). */
export const OFFER_TABLE_TEXTS = {
  listHeading: 'Eksisterende tilbud',
  createHeading: 'Legg til nytt tilbud',
  tableLabel: 'Tilbud',
  search: 'Søk i tittel eller bedrift',
  company: 'Bedrift',
  category: 'Kategori',
  status: 'Status',
  audience: 'Målgruppe',
  sort: 'Sortering',
  all: 'Alle',
  reset: 'Nullstill filtre',
  empty: 'Ingen tilbud matcher søket',
  loading: 'Laster tilbud...',
  loadFailed: 'Kunne ikke laste tilbud. Prøv igjen senere.',
  retry: 'Prøv igjen',
  selectPage: 'Velg alle på siden',
  previous: 'Forrige',
  next: 'Neste',
  created: 'Opprettet',
  title: 'Tittel',
  categories: 'Kategorier',
  actions: 'Handlinger',
  select: 'Velg',
  bulkFailed: 'Kunne ikke oppdatere tilbudene. Prøv igjen.',
} as const;

export const SORT_LABELS = {
  newest: 'Nyeste først',
  oldest: 'Eldste først',
  title: 'Tittel (A–Å)',
  company: 'Bedrift (A–Å)',
} as const;

export const STATUS_FILTER_LABELS = { active: 'Aktiv', coming: 'Snart', hidden: 'Skjult' } as const;

export const countLabel = (total: number) => `${total.toLocaleString('nb-NO')} tilbud`;
export const pageLabel = (page: number, pages: number) => `Side ${page} av ${pages}`;
export const selectedLabel = (count: number) => `${count} valgt`;
export const selectOfferLabel = (title: string) => `Velg ${title}`;

const CONFIRM_VERB: Record<BulkAction, string> = { hide: 'Skjule', show: 'Vise', delete: 'Slette' };
const BUSY: Record<BulkAction, string> = { hide: 'Skjuler...', show: 'Viser...', delete: 'Sletter...' };
const DONE: Record<BulkAction, string> = { hide: 'skjult', show: 'vises igjen', delete: 'slettet' };

/** 'Slette 3 tilbud?' */
export const confirmTitle = (action: BulkAction, count: number) => `${CONFIRM_VERB[action]} ${count} tilbud?`;

export function confirmBody(action: BulkAction): string {
  if (action === 'delete') return 'Tilbudene og bildene deres slettes for godt. Dette kan ikke angres.';
  if (action === 'hide') return 'Tilbudene forsvinner fra katalogen til de vises igjen.';
  return 'Tilbudene blir synlige i katalogen igjen.';
}

export const busyLabel = (action: BulkAction) => BUSY[action];

/** '3 tilbud skjult.' or, when the server changed fewer, '2 av 3 tilbud skjult.' */
export function resultLabel({ action, requested, done }: BulkResult): string {
  const count = done === requested ? `${done}` : `${done} av ${requested}`;
  return `${count} tilbud ${DONE[action]}.`;
}
