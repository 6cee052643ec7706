import { useCallback, useState } from 'react';
import {
  BRANDING_MESSAGES,
  type BrandingFormField,
  type BrandingFormValues,
  type CompanyBrandingSettings,
  settingsFromFormValues,
} from '../branding-form-schema.ts';
import { isSubdomainAvailable } from './check-subdomain.ts';

export type UpdateBrandingResult =
  | { ok: true; settings: CompanyBrandingSettings }
  /** `field`: the field the message belongs to; null: the whole form. */
  | { ok: false; field: BrandingFormField | null; message: string };

interface ServerError {
  code?: string;
  message?: string;
  details?: string | null;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * The server's refusal in the card's words: 23505 is the subdomain taken
 * (the only unique column written), 23514 a check (which one, from the
 * constraint the message or details name), anything else the spec's save failure.
 */
export function describeUpdateFailure(error: ServerError): UpdateBrandingResult {
  const text = `${error.message ?? ''} ${error.details ?? ''}`.toLowerCase();
  if (error.code === '23505')
    return { ok: false, field: 'subdomain', message: BRANDING_MESSAGES.subdomainTaken };
  if (error.code === '23514') {
    if (text.includes('branding_config')) {
      return {
        ok: false,
        field: null,
        message: `${BRANDING_MESSAGES.invalidUrl} / ${BRANDING_MESSAGES.invalidColour}`,
      };
    }
    return { ok: false, field: 'subdomain', message: BRANDING_MESSAGES.invalidSubdomain };
  }
  if (error.code === '' || /failed to fetch|network|load failed|aborted|timeout/i.test(text)) {
    return {
      ok: false,
      field: null,
      message: isOffline() ? BRANDING_MESSAGES.offline : BRANDING_MESSAGES.saveFailed,
    };
  }
  return { ok: false, field: null, message: BRANDING_MESSAGES.saveFailed };
}

/**
 * Saves a company's subdomain, white-label switch and branding_config
 * (update companies by id; the database checks formats and the caller's
 * right). A subdomain another company holds is refused before the write.
 * Never throws.
 */
export async function updateCompanyBranding(
  companyId: string,
  values: BrandingFormValues,
): Promise<UpdateBrandingResult> {
  if (isOffline()) return { ok: false, field: null, message: BRANDING_MESSAGES.offline };
  const settings = settingsFromFormValues(values);
  try {
    if (
      settings.subdomain !== null &&
      (await isSubdomainAvailable(settings.subdomain, companyId)) === false
    ) {
      return { ok: false, field: 'subdomain', message: BRANDING_MESSAGES.subdomainTaken };
    }
    const { supabase } = await import('@/lib/supabase.ts');
    const { data, error } = await supabase
      .from('companies')
      .update(settings)
      .eq('id', companyId)
      .select('id')
      .abortSignal(AbortSignal.timeout(15_000));
    if (error) return describeUpdateFailure(error);
    // No row back: row-level security hid it (no longer a manager there).
    if (!Array.isArray(data) || data.length === 0) {
      return { ok: false, field: null, message: BRANDING_MESSAGES.saveFailed };
    }
    return { ok: true, settings };
  } catch (error) {
    return describeUpdateFailure({
      code: '',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** updateCompanyBranding with the form's sending state. */
export function useUpdateCompanyBranding(companyId: string) {
  const [sending, setSending] = useState(false);
  const submit = useCallback(
    async (values: BrandingFormValues): Promise<UpdateBrandingResult> => {
      setSending(true);
      try {
        return await updateCompanyBranding(companyId, values);
      } finally {
        setSending(false);
      }
    },
    [companyId],
  );
  return { sending, submit };
}
