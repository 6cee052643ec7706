import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { env } from '@/lib/env.ts';
import { useOnline } from '@/lib/use-online.ts';
import { Button } from '@/ui/Button.tsx';
import { Card, CardContent, CardHeader } from '@/ui/Card.tsx';
import { fieldErrors, focusFirstInvalid, withoutError, type FieldErrors } from '@/ui/form-errors.ts';
import { TextField } from '@/ui/TextField.tsx';
import { toast } from '@/ui/toast.ts';
import { fetchCompanyBrandingSettings } from '../api/fetch-company-branding-settings.ts';
import { removeBrandingUploads, unusedBrandingUploads } from '../api/remove-branding-images.ts';
import { isSubdomainAvailable } from '../api/check-subdomain.ts';
import { useUpdateCompanyBranding } from '../api/update-company-branding.ts';
import {
  BRANDING_MESSAGES,
  BrandingFormSchema,
  formValuesFromSettings,
  isValidSubdomain,
  normaliseSubdomain,
  primaryContrast,
  withSettings,
  type BrandingFormInput,
  type CompanyBrandingSettings,
} from '../branding-form-schema.ts';
import type { CompanyBranding } from '../branding-schema.ts';
import { companyAddress } from '../company-address.ts';
import { DEFAULT_COLOURS } from '../resolve-branding.ts';
import { applySavedCompanyBranding } from '../saved-branding.ts';
import { BrandingPreview } from './BrandingPreview.tsx';
import { BrandingImages } from './BrandingImages.tsx';
import { ColourField } from './ColourField.tsx';
import { ContrastNote } from './ContrastNote.tsx';
import { ThemeField } from './ThemeField.tsx';
import { WhiteLabelSwitch } from './WhiteLabelSwitch.tsx';

type TextKey = 'subdomain' | 'title' | 'meta_description';

export interface BrandingCardProps {
  /** The selected company (its owners and admins only see the card). */
  company: CompanyBranding;
  /** After a save: the page re-reads what depends on the company (the account's memberships). */
  onSaved?: () => void;
}

/** The pictures a company's branding_config points at. */
function imageValues(settings: CompanyBrandingSettings): string[] {
  const config = settings.branding_config;
  return [config?.logo_url, config?.favicon_url, config?.og_image].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/** The branding card on /profile: subdomain, white label, texts, images, colours and theme of a company. */
export function BrandingCard({ company, onSaved }: BrandingCardProps) {
  // edited: the user has typed since the last load or save, so a late load must not overwrite it.
  const [draft, setDraft] = useState(() => ({ values: formValuesFromSettings(company), edited: false }));
  const { values } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [load, setLoad] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const savedSubdomain = useRef(company.subdomain ?? '');
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const colourHintId = useId();
  const addressId = useId();
  const [uploads, setUploads] = useState(0);
  // Every picture the card has held since the last save: what that save no longer uses is removed.
  const pictures = useRef<string[]>(imageValues(company));
  const online = useOnline();
  const { sending, submit } = useUpdateCompanyBranding(company.id);

  // The company's values as stored now; what the user already typed is kept.
  useEffect(() => {
    let current = true;
    fetchCompanyBrandingSettings(company.id).then(
      (settings) => {
        if (!current) return;
        savedSubdomain.current = settings.subdomain ?? '';
        pictures.current.push(...imageValues(settings));
        setDraft((previous) =>
          previous.edited ? previous : { values: formValuesFromSettings(settings), edited: false },
        );
        setLoad('ready');
      },
      (error: unknown) => {
        console.warn('Could not load the company branding settings', error);
        if (current) setLoad('error');
      },
    );
    return () => {
      current = false;
    };
  }, [company.id, attempt]);

  const setField = <K extends keyof BrandingFormInput>(name: K, value: BrandingFormInput[K]) => {
    setDraft((previous) => ({ values: { ...previous.values, [name]: value }, edited: true }));
    setErrors((previous) => withoutError(previous, name));
    setFormError(null);
  };

  const show = (next: FieldErrors, message: string | null) => {
    flushSync(() => {
      setErrors(next);
      setFormError(message);
    });
    focusFirstInvalid(form.current, next);
  };

  async function checkSubdomain() {
    const subdomain = values.subdomain;
    if (!subdomain || !isValidSubdomain(subdomain)) {
      if (subdomain && !isValidSubdomain(subdomain))
        setErrors((previous) => ({ ...previous, subdomain: BRANDING_MESSAGES.invalidSubdomain }));
      return;
    }
    if (subdomain === savedSubdomain.current) return;
    if ((await isSubdomainAvailable(subdomain, company.id)) === false) {
      setErrors((previous) => ({ ...previous, subdomain: BRANDING_MESSAGES.subdomainTaken }));
    }
  }

  async function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || uploads > 0) return;
    const parsed = BrandingFormSchema.safeParse(values);
    if (!parsed.success) {
      show(fieldErrors(parsed.error), null);
      return;
    }
    const result = await submit(parsed.data);
    if (result.ok) {
      savedSubdomain.current = result.settings.subdomain ?? '';
      setDraft({ values: formValuesFromSettings(result.settings), edited: false });
      const kept = imageValues(result.settings);
      void removeBrandingUploads(unusedBrandingUploads(company.id, pictures.current, kept));
      pictures.current = kept;
      applySavedCompanyBranding(withSettings(company, result.settings));
      toast.success(BRANDING_MESSAGES.saved, { description: 'Merkevaren er lagret.' });
      onSaved?.();
      return;
    }
    if (result.field) show({ [result.field]: result.message }, null);
    else {
      show({}, result.message);
      toast.error(result.message);
    }
  }

  const text = (name: TextKey) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });
  const colour = (name: 'primary_hsl' | 'secondary_hsl' | 'accent_hsl') => ({
    name,
    value: values[name],
    error: errors[name],
    hintId: colourHintId,
    onChange: (value: string) => setField(name, value),
  });
  const address = isValidSubdomain(values.subdomain) ? companyAddress(values.subdomain, env.appDomain) : null;

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-snug font-semibold tracking-tight">
          Merkevare
        </h2>
        <p className="text-sm text-muted-foreground">
          Logo, farger og egen adresse for {company.name}. Endringene vises i forhåndsvisningen med en gang og
          gjelder for alle når du lagrer.
        </p>
      </CardHeader>
      <CardContent>
        {load === 'error' ? (
          <div
            role="alert"
            className="mb-5 flex flex-col items-start gap-2 rounded-2xl border border-destructive/40 px-4 py-3 text-sm"
          >
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {BRANDING_MESSAGES.loadFailed}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setLoad('loading');
                setAttempt((n) => n + 1);
              }}
            >
              <RefreshCw aria-hidden="true" />
              Prøv igjen
            </Button>
          </div>
        ) : null}
        <form
          ref={form}
          noValidate
          aria-busy={load === 'loading' || undefined}
          className="flex flex-col gap-5"
          onSubmit={(event) => void onSubmit(event)}
        >
          <TextField
            {...text('subdomain')}
            label="Subdomene"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={63}
            hint="Bedriftens egen adresse. 3–63 tegn: små bokstaver, tall og bindestrek."
            aria-describedby={address ? addressId : undefined}
            onChange={(event) => setField('subdomain', normaliseSubdomain(event.target.value))}
            onBlur={() => void checkSubdomain()}
          />
          {address ? (
            <p id={addressId} className="-mt-3 text-sm break-all">
              Adressen blir: <strong data-testid="branding-address">{address}</strong>
            </p>
          ) : null}
          <WhiteLabelSwitch
            checked={values.is_white_label_enabled}
            onCheckedChange={(checked) => setField('is_white_label_enabled', checked)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...text('title')}
              label="Sidetittel"
              maxLength={200}
              hint="Vises i nettleserfanen, i søkeresultater og som navn på appen når den installeres."
            />
            <TextField
              {...text('meta_description')}
              label="Kort beskrivelse"
              maxLength={500}
              hint="Én eller to setninger som vises i søkeresultater og når noen deler en lenke."
            />
          </div>
          <BrandingImages
            companyId={company.id}
            values={values}
            errors={errors}
            disabled={sending}
            onChange={(name, value) => {
              pictures.current.push(value);
              setField(name, value);
            }}
            onUploadingChange={(uploading) =>
              setUploads((count) => Math.max(0, count + (uploading ? 1 : -1)))
            }
          />
          <p id={colourHintId} className="-mb-2 text-sm text-muted-foreground">
            Primærfargen brukes på knapper og lenker, sekundærfargen på mindre viktige knapper og aksentfargen
            på merker som «Nyhet». Velg med fargevelgeren eller skriv fargekoden (for eksempel #1f6feb). Tomt
            felt gir standardfargen.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <ColourField
              {...colour('primary_hsl')}
              label="Primærfarge"
              fallback={DEFAULT_COLOURS.primary}
              note={<ContrastNote contrast={primaryContrast(values.primary_hsl)} />}
            />
            <ColourField
              {...colour('secondary_hsl')}
              label="Sekundærfarge"
              fallback={DEFAULT_COLOURS.secondary}
            />
            <ColourField {...colour('accent_hsl')} label="Aksentfarge" fallback={DEFAULT_COLOURS.accent} />
          </div>
          <ThemeField value={values.theme} onChange={(theme) => setField('theme', theme)} />
          <BrandingPreview values={values} companyName={company.name} />
          {formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          ) : !online ? (
            <p role="status" className="text-sm text-muted-foreground">
              {BRANDING_MESSAGES.offline}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={sending || uploads > 0} className="w-full sm:w-auto">
              {sending ? 'Lagrer...' : uploads > 0 ? 'Venter på opplasting...' : 'Lagre merkevare'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
