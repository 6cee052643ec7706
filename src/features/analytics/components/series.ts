import type { DayPoint } from '../shaping.ts';

/** The three lines every chart draws: colour and dash, so they differ without colour too. */
export const SERIES: readonly {
  key: Exclude<keyof DayPoint, 'day'>;
  label: string;
  colour: string;
  dash?: string;
}[] = [
  { key: 'views', label: 'Visninger', colour: 'text-primary' },
  { key: 'codeReveals', label: 'Kode vist', colour: 'text-warning', dash: '6 4' },
  { key: 'linkOpens', label: 'Lenke åpnet', colour: 'text-success', dash: '2 3' },
];
