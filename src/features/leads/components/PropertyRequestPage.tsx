import { Building2 } from 'lucide-react';
import { type SyntheticEvent, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/ui/Button.tsx';
import { fieldErrors, withoutAbsent } from '../lead-fields.ts';
import { EMPTY_PROPERTY_FORM, propertyRequestSchema } from '../property-request-schema.ts';
import { focusFirstInvalid, useLeadForm } from '../use-lead-form.ts';
import { LEAD_TEXTS, useLeadSubmission } from '../use-lead-submission.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { FormSection, LeadFormLayout, RequiredFieldsNote } from './LeadFormLayout.tsx';
import { TextField } from './TextField.tsx';

export const PROPERTY_SENT_TEXT = 'Vi vil kontakte deg snart angående eiendomsdrift.';

/** /eiendomsdrift: the property management request form (spec sections 2, 3 and 5). */
export function PropertyRequestPage() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm(EMPTY_PROPERTY_FORM);
  const { values, errors, setField } = form;
  const submission = useLeadSubmission('eiendomsdrift', PROPERTY_SENT_TEXT);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.sending) return;
    const parsed = propertyRequestSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      flushSync(() => form.setErrors(errors));
      focusFirstInvalid(formRef.current, errors);
      return;
    }
    await submission.submit(withoutAbsent(parsed.data), form.reset);
  }

  return (
    <LeadFormLayout
      icon={<Building2 aria-hidden="true" className="size-6" />}
      title="Eiendomsdrift"
      lead="Be om et tilbud på drift av bedriftens eiendom. Fortell oss litt om eiendommen, så tar vi kontakt."
      headingId={headingId}
      savedNotice={submission.savedNotice}
    >
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        className="flex flex-col gap-6"
        onSubmit={(event) => void submit(event)}
      >
        <RequiredFieldsNote />
        <FormSection title="Kontaktinformasjon">
          <ContactFields
            values={values}
            errors={errors}
            onChange={setField}
            phoneField={
              <TextField
                name="phone"
                type="tel"
                label="Telefonnummer"
                required
                inputMode="tel"
                autoComplete="tel"
                maxLength={40}
                value={values.phone}
                onChange={(event) => setField('phone', event.target.value)}
                error={errors.phone}
              />
            }
          />
        </FormSection>
        <FormSection title="Bedrift">
          <CompanyFields key={form.generation} values={values} errors={errors} onChange={setField} />
        </FormSection>
        <FormSection title="Om eiendommen">
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="sm:col-span-2">
              <TextField
                name="adresse"
                label="Adresse"
                required
                autoComplete="street-address"
                maxLength={200}
                placeholder="Gate, postnummer og sted"
                value={values.adresse}
                onChange={(event) => setField('adresse', event.target.value)}
                error={errors.adresse}
              />
            </div>
            <TextField
              name="kvadratmeter"
              label="Kvadratmeter"
              required
              autoComplete="off"
              maxLength={50}
              placeholder="F.eks. 1 200"
              value={values.kvadratmeter}
              onChange={(event) => setField('kvadratmeter', event.target.value)}
              error={errors.kvadratmeter}
            />
          </div>
        </FormSection>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={submission.sending}
        >
          {submission.sending ? LEAD_TEXTS.sending : LEAD_TEXTS.submit}
        </Button>
      </form>
    </LeadFormLayout>
  );
}
