import type { ReactNode, RefObject, SyntheticEvent } from 'react';
import { Button } from '@/ui/Button.tsx';
import { LEAD_TEXTS } from '../use-lead-submission.ts';
import { RequiredFieldsNote } from './LeadFormLayout.tsx';

export interface LeadFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The page heading's id: the form is named by it. */
  headingId: string;
  sending: boolean;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The frame both lead forms share: the required-fields note, their sections, and the send button. */
export function LeadForm({ formRef, headingId, sending, onSubmit, children }: LeadFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      onSubmit={onSubmit}
    >
      <RequiredFieldsNote />
      {children}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={sending}>
        {sending ? LEAD_TEXTS.sending : LEAD_TEXTS.submit}
      </Button>
    </form>
  );
}
