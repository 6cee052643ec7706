import { Suspense, lazy, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '@/ui/Button.tsx';
import { FieldError, RequiredMark, TextField } from '@/ui/TextField.tsx';
import { fieldErrors, showFieldErrors, withoutError, type FieldErrors } from '@/ui/form-errors.ts';
import { toast } from '@/ui/toast.ts';
import { useKeyboardInset } from '@/ui/use-keyboard-inset.ts';
import { releasePreviews, storedImageItems, type ImageItem, type UploadProgress } from '../image-items.ts';
import { formValuesFromOffer, storedImages, type ManagedOffer } from '../managed-offer.ts';
import {
  AUDIENCE_LABELS,
  AUDIENCE_OPTIONS,
  emptyOfferForm,
  offerFormSchema,
  type OfferFormInput,
} from '../offer-form-schema.ts';
import {
  DEFAULT_DISCOUNT,
  OFFER_MESSAGES,
  saveFailedMessage,
  savedMessage,
  submitLabel,
  type EditorMode,
  type OfferContext,
} from '../offer-messages.ts';
import { saveWithImages } from '../save-with-images.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { CompanyField } from './CompanyField.tsx';
import { FlagSwitch } from './FlagSwitch.tsx';
import { ImageField } from './ImageField.tsx';
import { isOffline } from '@/lib/online.ts';

// Quill is its own chunk: the fields paint first, the editor follows.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export interface OfferEditorProps {
  context: OfferContext;
  mode: EditorMode;
  /** The stored offer (edit mode). */
  offer?: ManagedOffer | undefined;
  /** The company context's selected company; the offer is forced to it. */
  company?: { id: string; name: string } | null | undefined;
  /** After a successful save (the lists reload, the edit dialog closes). */
  onSaved?: ((offerId: string) => void) | undefined;
  onCancel?: (() => void) | undefined;
}

type TextKey = 'title' | 'discount_code' | 'offer_email' | 'website' | 'offer_url';

function startingValues(props: OfferEditorProps): OfferFormInput {
  if (props.offer) {
    const values = formValuesFromOffer(props.offer);
    return props.context === 'company' && props.company
      ? { ...values, company_id: props.company.id }
      : values;
  }
  return emptyOfferForm(props.context === 'company' ? (props.company?.id ?? null) : null);
}

/** The one offer editor: admin and company contexts, create and edit, as options of the same form. */
export function OfferEditor(props: OfferEditorProps) {
  const { context, mode, offer, company, onSaved, onCancel } = props;
  const [values, setValues] = useState<OfferFormInput>(() => startingValues(props));
  const [items, setItems] = useState<ImageItem[]>(() => storedImageItems(offer ? storedImages(offer) : []));
  const [progress, setProgress] = useState<UploadProgress>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusDescription = useRef<(() => void) | null>(null);
  const descriptionLabelId = useId();
  const descriptionErrorId = useId();
  const itemsRef = useRef(items);
  const keyboard = useKeyboardInset();

  // Picked files' previews are object URLs: freed when the form goes away.
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => releasePreviews(itemsRef.current), []);

  const setField = <K extends keyof OfferFormInput>(name: K, value: OfferFormInput[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => withoutError(previous, name));
    setFormError(null);
  };

  const text = (name: TextKey) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: sending,
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // A company's offer always goes to the selected company (the page remounts the form on a switch).
    const input = context === 'company' ? { ...values, company_id: company?.id ?? '' } : values;
    const parsed = offerFormSchema(context).safeParse(input);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      if (next.company_id) setFormError(next.company_id);
      showFieldErrors(form.current, next, setErrors);
      // The rich-text area is no <input>, so focusFirstInvalid skips it; only the title comes before it.
      if (next.description && !next.title) focusDescription.current?.();
      return;
    }
    if (isOffline()) {
      setFormError(OFFER_MESSAGES.offline);
      return;
    }
    setSending(true);
    setFormError(null);
    const storedUrls = new Set(items.flatMap((item) => (item.kind === 'stored' ? [item.url] : [])));
    const result = await saveWithImages({
      offerId: offer?.id ?? null,
      values: parsed.data,
      items,
      removedUrls: offer ? storedImages(offer).filter((url) => !storedUrls.has(url)) : [],
      discount: offer?.discount ?? DEFAULT_DISCOUNT[context],
      placeholderImage: offer && storedImages(offer).length === 0 ? offer.image : null,
      onProgress: (key, state) => setProgress((previous) => ({ ...previous, [key]: state })),
    });
    setSending(false);
    if (!result.ok) {
      const message = saveFailedMessage(context, mode);
      setFormError(result.serverMessage ? `${message} ${result.serverMessage}` : message);
      toast.error(OFFER_MESSAGES.errorTitle, { description: message });
      return;
    }
    if (result.failedUploads.length > 0) {
      toast.warning(OFFER_MESSAGES.warningTitle, {
        description: `Kunne ikke laste opp ${result.failedUploads.join(', ')}. Resten ble lagret.`,
      });
    }
    toast.success(savedMessage(context, mode));
    if (mode === 'create') {
      releasePreviews(items);
      setItems([]);
      setProgress({});
      setValues(emptyOfferForm(context === 'company' ? (company?.id ?? null) : values.company_id || null));
      setErrors({});
    }
    onSaved?.(result.id);
  }

  return (
    <form
      ref={form}
      noValidate
      className="flex flex-1 flex-col gap-5"
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField {...text('title')} label="Tittel" required maxLength={200} autoComplete="off" />
      <CompanyField
        choosable={context === 'admin'}
        value={values.company_id}
        fixedName={company?.name}
        onChange={(id) => setField('company_id', id)}
        disabled={sending}
      />
      <div className="flex min-w-0 flex-col gap-2">
        <span id={descriptionLabelId} className="text-sm leading-none font-medium">
          Beskrivelse
          <RequiredMark required={context === 'company'} />
        </span>
        <Suspense
          fallback={
            <div
              aria-hidden="true"
              className="min-h-[166px] animate-pulse rounded-2xl border border-input bg-muted/50"
            />
          }
        >
          <RichTextEditor
            value={values.description}
            onChange={(html) => setField('description', html)}
            labelId={descriptionLabelId}
            describedBy={errors.description ? descriptionErrorId : undefined}
            invalid={Boolean(errors.description)}
            focusRef={focusDescription}
          />
        </Suspense>
        <FieldError id={descriptionErrorId} message={errors.description} />
      </div>
      <CategoryPicker
        selected={values.category_ids}
        onChange={(ids) => setField('category_ids', ids)}
        error={errors.category_ids}
        disabled={sending}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Målgruppe</legend>
        <div className="flex flex-wrap gap-x-5">
          {AUDIENCE_OPTIONS.map((audience) => (
            <label key={audience} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="target_audience"
                value={audience}
                checked={values.target_audience === audience}
                disabled={sending}
                onChange={() => setField('target_audience', audience)}
                className="size-4 accent-[hsl(var(--primary))]"
              />
              {AUDIENCE_LABELS[audience]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('discount_code')} label="Rabattkode" autoComplete="off" maxLength={200} />
        <TextField
          {...text('offer_email')}
          label="Kontakt-e-post"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={320}
        />
        <TextField
          {...text('website')}
          label="Nettside"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
        />
        <TextField
          {...text('offer_url')}
          label="Tilbudslenke"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
        />
      </div>
      <ImageField
        context={context}
        mode={mode}
        items={items}
        onChange={setItems}
        progress={progress}
        disabled={sending}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FlagSwitch
          label="Aktivt tilbud"
          description="Av: vises som «Kommer snart»"
          checked={values.offer_active}
          onChange={(checked) => setField('offer_active', checked)}
          disabled={sending}
        />
        <FlagSwitch
          label="Skjult"
          description="Skjules for alle i tilbudslisten"
          checked={values.hidden}
          onChange={(checked) => setField('hidden', checked)}
          disabled={sending}
        />
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      {/* The save bar sticks to the bottom of the page or panel, lifted above an open on-screen keyboard. */}
      <div
        data-testid="offer-save-bar"
        style={{ bottom: keyboard }}
        className="sticky z-10 -mx-5 mt-auto flex flex-col-reverse gap-2 border-t border-border bg-card/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-sm sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-4"
      >
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Avbryt
          </Button>
        ) : null}
        <Button type="submit" disabled={sending}>
          {submitLabel(context, mode, sending)}
        </Button>
      </div>
    </form>
  );
}
