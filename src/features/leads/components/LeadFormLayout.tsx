import type { ReactNode } from 'react';
import { Card, CardContent } from '@/ui/Card.tsx';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { SavedOfflineNotice } from './SavedOfflineNotice.tsx';

export interface LeadFormLayoutProps {
  icon: ReactNode;
  title: string;
  lead: ReactNode;
  headingId: string;
  /** The 'Forespørsel lagret' notice's text while the last lead waits on the device. */
  savedNotice: string | null;
  children: ReactNode;
}

/** A lead page: its heading and pitch, the offline notice, and the form on a card. */
export function LeadFormLayout({ icon, title, lead, headingId, savedNotice, children }: LeadFormLayoutProps) {
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 sm:py-14">
      <header className="flex flex-col items-start gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/15 text-primary-text">
          {icon}
        </span>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="text-lg text-muted-foreground">{lead}</p>
      </header>
      <div>
        <SavedOfflineNotice text={savedNotice} />
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-border pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Felt merket med{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">stjerne</span> må fylles ut.
    </p>
  );
}
