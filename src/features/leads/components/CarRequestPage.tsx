import { INVALID_PHONE_MESSAGE, isNorwegianPhone } from '@contracts/norwegian-phone.ts';
import { CarFront } from 'lucide-react';
import { type SyntheticEvent, useId, useRef } from 'react';
import { toast } from '@/ui/toast.ts';
import { editBudget, formatBudget, parseBudget } from '../budget.ts';
import { carRequestSchema, EMPTY_CAR_FORM } from '../car-request-schema.ts';
import { applyFormattedEdit } from '../formatted-input.ts';
import { editPhone } from '../phone.ts';
import { useLeadForm, validateLeadForm } from '../use-lead-form.ts';
import { useLeadSubmission } from '../use-lead-submission.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { LeadForm } from './LeadForm.tsx';
import { FormSection, LeadFormLayout } from './LeadFormLayout.tsx';
import { RegistrationNumbersField } from './RegistrationNumbersField.tsx';
import { TextField } from '@/ui/TextField.tsx';

/** /partoutcar: the company car request form (spec sections 2, 3 and 5). */
export function CarRequestPage() {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLeadForm(EMPTY_CAR_FORM);
  const { values, errors, setField, setFieldError } = form;
  const submission = useLeadSubmission('partoutcar');

  const checkPhone = () => {
    const phone = values.phone.trim();
    setFieldError('phone', phone !== '' && !isNorwegianPhone(phone) ? INVALID_PHONE_MESSAGE : null);
  };

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.sending) return;
    const checked = validateLeadForm(carRequestSchema, values, form.setErrors, formRef.current);
    if ('errors' in checked) {
      if (checked.errors.phone === INVALID_PHONE_MESSAGE) {
        toast.error('Ugyldig telefonnummer', {
          description: 'Vennligst oppgi et gyldig norsk telefonnummer.',
        });
      }
      return;
    }
    await submission.submit(checked.payload, form.reset);
  }

  return (
    <LeadFormLayout
      icon={<CarFront aria-hidden="true" className="size-6" />}
      title="Firmabil"
      lead="Be om et tilbud på firmabil til bedriften din. Fyll ut skjemaet, så kontakter vi deg med et tilbud."
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
                placeholder="123 45 678"
                value={values.phone}
                onChange={(event) =>
                  setField(
                    'phone',
                    applyFormattedEdit(event, (raw, caret, direction) =>
                      editPhone(values.phone, raw, caret, direction),
                    ),
                  )
                }
                onBlur={checkPhone}
                error={errors.phone}
              />
            }
          />
        </FormSection>
        <FormSection title="Bedrift">
          <CompanyFields key={form.generation} values={values} errors={errors} onChange={setField} />
        </FormSection>
        <FormSection title="Om bilbehovet">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="antallBiler"
              label="Antall biler"
              required
              autoComplete="off"
              maxLength={100}
              placeholder="F.eks. 5"
              value={values.antallBiler}
              onChange={(event) => setField('antallBiler', event.target.value)}
              error={errors.antallBiler}
            />
            <TextField
              name="budsjett"
              label="Budsjett"
              required
              inputMode="numeric"
              autoComplete="off"
              placeholder="F.eks. 500 000 kr"
              hint="I norske kroner, uten øre."
              value={formatBudget(values.budsjett)}
              onChange={(event) =>
                setField(
                  'budsjett',
                  parseBudget(
                    applyFormattedEdit(event, (raw, caret, direction) =>
                      editBudget(values.budsjett, raw, caret, direction),
                    ),
                  ),
                )
              }
              error={errors.budsjett}
            />
            <div className="sm:col-span-2">
              <TextField
                name="bilType"
                label="Biltype"
                required
                autoComplete="off"
                maxLength={200}
                placeholder="F.eks. elbil, SUV eller varebil"
                value={values.bilType}
                onChange={(event) => setField('bilType', event.target.value)}
                error={errors.bilType}
              />
            </div>
          </div>
          <RegistrationNumbersField
            rows={values.registrationNumbers}
            errors={errors}
            onChange={(rows) => {
              form.setValues((previous) => ({ ...previous, registrationNumbers: rows }));
              form.setErrors((previous) =>
                Object.fromEntries(
                  Object.entries(previous).filter(([key]) => !key.startsWith('registrationNumbers.')),
                ),
              );
            }}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="fleetSupplier"
              label="Flåteleverandør"
              autoComplete="off"
              maxLength={200}
              value={values.fleetSupplier}
              onChange={(event) => setField('fleetSupplier', event.target.value)}
              error={errors.fleetSupplier}
            />
            <TextField
              name="autopassSupplier"
              label="AutoPASS-leverandør"
              autoComplete="off"
              maxLength={200}
              value={values.autopassSupplier}
              onChange={(event) => setField('autopassSupplier', event.target.value)}
              error={errors.autopassSupplier}
            />
          </div>
        </FormSection>
      </LeadForm>
    </LeadFormLayout>
  );
}
