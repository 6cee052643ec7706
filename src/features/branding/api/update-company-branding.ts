import { useCallback, useState } from 'react';
import {
  BRANDING_MESSAGES,
  type BrandingFormField,
  type BrandingFormValues,
  type CompanyBrandingSettings,
  settingsFromFormValues,
} from '../branding-form-schema.ts';
import { isOffline } from '@/lib/online.ts';
import { loadSupabase } from '@/lib/load-supabase.ts';

export type UpdateBrandingResult =
  | { ok: true; settings: CompanyBrandingSettings }
  /** `field`: the field the message belongs to; null: the whole form. */
  | { ok: false; field: BrandingFormField | null; message: string };

interface ServerError {
  code?: string;
  message?: string;
  details?: string | null;
}

/** The database's own Norwegian reasons start so ('Subdomenet «sso» er reservert', ...). */
const SUBDOMAIN_REASON = /^Subdomenet «/;
const NOT_VERIFIED_REASON = /^Bedriften må være godkjent/;

/** The spec's short message, then the database's reason when it gave one in Norwegian. */
function withReason(message: string, reason: string | undefined): string {
  return reason && SUBDOMAIN_REASON.test(reason) ? `${message}: ${reason}` : message;
}

/**
 * The server's refusal in the card's words: 23505 is the subdomain taken or
 * still held after its release (the only unique column written), 23514 a
 * check (which one, from the constraint the message or details name; a
 * company waiting for verification may not hold a subdomain or white label),
 * anything else the spec's save failure.
 */
export function describeUpdateFailure(error: ServerError): UpdateBrandingResult {
  const text = `${error.message ?? ''} ${error.details ?? ''}`.toLowerCase();
  if (error.code === '23505') {
    return {
      ok: false,
      field: 'subdomain',
      message: withReason(BRANDING_MESSAGES.subdomainTaken, error.message),
    };
  }
  if (error.code === '23514') {
    if (text.includes('branding_config')) {
      return {
        ok: false,
        field: null,
        message: `${BRANDING_MESSAGES.invalidUrl} / ${BRANDING_MESSAGES.invalidColour}`,
      };
    }
    if (error.message && NOT_VERIFIED_REASON.test(error.message)) {
      return { ok: false, field: null, message: error.message };
    }
    return {
      ok: false,
      field: 'subdomain',
      message: withReason(BRANDING_MESSAGES.invalidSubdomain, error.message),
    };
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
 * (update companies by id; the database checks formats, reserved and held
 * subdomains, verification and the caller's right, and says why). Never throws.
 */
export async function updateCompanyBranding(
  companyId: string,
  values: BrandingFormValues,
): Promise<UpdateBrandingResult> {
  if (isOffline()) return { ok: false, field: null, message: BRANDING_MESSAGES.offline };
  const settings = settingsFromFormValues(values);
  try {
    const supabase = await loadSupabase();
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
