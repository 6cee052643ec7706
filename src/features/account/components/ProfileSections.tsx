import { useId } from 'react';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import type { ProfileSection } from '../profile-view.ts';

/** One read-only card of the profile: a heading and its label/value pairs. */
export function ProfileSectionCard({ section }: { section: ProfileSection }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight">
          {section.title}
        </h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {section.fields.map((field) => (
            <div key={field.label} className="flex min-w-0 flex-col gap-1">
              <dt className="text-sm font-medium text-muted-foreground">{field.label}</dt>
              <dd className="break-words text-base text-foreground">
                {field.value ?? <span className="text-muted-foreground">Ikke oppgitt</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
