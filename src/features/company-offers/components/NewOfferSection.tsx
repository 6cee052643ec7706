import { Suspense, type ReactNode } from 'react';
import { OfferEditor } from '@/features/offer-editor/index.ts';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';

export interface NewOfferSectionProps {
  company: { id: string; name: string } | null;
  canPublish: boolean;
  /** The account is still loading its companies. */
  loadingCompanies: boolean;
  onSaved: () => void;
  /** Shown above the heading (the phone view's way back to the list). */
  before?: ReactNode;
}

const loading = (
  <p role="status" className="text-sm text-muted-foreground">
    Laster...
  </p>
);

/** The form 'Nytt tilbud for {company}', or why the user cannot publish. */
export function NewOfferSection({
  company,
  canPublish,
  loadingCompanies,
  onSaved,
  before,
}: NewOfferSectionProps) {
  return (
    <section aria-labelledby="company-offer-form-heading" className="flex min-w-0 flex-col gap-4">
      {before}
      <Card>
        <CardHeader>
          <h2 id="company-offer-form-heading" className="text-xl font-semibold tracking-tight">
            {company ? `Nytt tilbud for ${company.name}` : 'Velg en bedrift for å opprette tilbud'}
          </h2>
        </CardHeader>
        <CardContent>
          {company === null ? (
            <p className="text-sm text-muted-foreground">
              {loadingCompanies ? 'Laster bedrifter...' : 'Velg en bedrift for å opprette tilbud'}
            </p>
          ) : !canPublish ? (
            <p className="text-sm text-muted-foreground">
              Bare eiere og administratorer i {company.name} kan publisere tilbud.
            </p>
          ) : (
            <Suspense fallback={loading}>
              <OfferEditor
                key={company.id}
                context="company"
                mode="create"
                company={company}
                onSaved={onSaved}
              />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
