import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { PrimaryContrast } from '../branding-form-schema.ts';

const ratioText = (ratio: number) => `${ratio.toLocaleString('nb-NO')}:1`;

/** The primary colour's contrast check in plain words: its buttons carry white text when they can. */
export function ContrastNote({ contrast }: { contrast: PrimaryContrast }) {
  if (contrast.enough) {
    return (
      <p className="flex items-start gap-1.5 text-success">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>God kontrast mot hvit tekst ({ratioText(contrast.ratio)}).</span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 rounded-xl bg-warning-soft px-3 py-2 text-warning">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        For lav kontrast mot hvit tekst ({ratioText(contrast.ratio)}, bør være minst 4,5:1). Knapper i denne
        fargen får derfor mørk tekst. Velg en mørkere farge for hvit tekst.
      </span>
    </p>
  );
}
