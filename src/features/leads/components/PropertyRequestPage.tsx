import { propertyRequestSchema } from '@contracts/property-request.ts';
import { Building2 } from 'lucide-react';
import { type SyntheticEvent, useId, useRef } from 'react';
import { EMPTY_PROPERTY_FORM } from '../property-form.ts';
import { useLeadForm, validateLeadForm } from '../use-lead-form.ts';
import { useLeadSubmission } from '../use-lead-submission.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { LeadForm } from './LeadForm.tsx';
import { FormSection, LeadFormLayout } from './LeadFormLayout.tsx';
import { TextField } from '@/ui/TextField.tsx';

/** /eiendomsdrift: the property management request form (spec sections 2, 3 and 5). */
export function PropertyRequestPage() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm(EMPTY_PROPERTY_FORM);
  const { values, errors, setField } = form;
  const submission = useLeadSubmission('eiendomsdrift');

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.sending) return;
    const checked = validateLeadForm(propertyRequestSchema, values, form.setErrors, formRef.current);
    if ('payload' in checked) await submission.submit(checked.payload, form.reset);
  }

  return (
    <LeadFormLayout
      icon={<Building2 aria-hidden="true" className="size-6" />}
      title="Eiendomsdrift"
      lead="Be om et tilbud på drift av bedriftens eiendom. Fortell oss litt om eiendommen, så tar vi kontakt."
      headingId={headingId}
      savedNotice={submission.savedNotice}
    >
      <LeadForm
        formRef={formRef}
        headingId={headingId}
        sending={submission.sending}
        onSubmit={(event) => void submit(event)}
      >
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
      </LeadForm>
    </LeadFormLayout>
  );
}
