import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: ReactNode;
}

/** A section's level-2 heading and an optional line under it. */
export function SectionHeading({ id, title, lead }: SectionHeadingProps) {
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="text-pretty text-muted-foreground">{lead}</p> : null}
    </div>
  );
}
