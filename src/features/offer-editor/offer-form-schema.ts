import * as z from 'zod/mini';
import { searchableText } from '@/offline/catalogue/search.ts';
import { OFFER_LIMITS, OFFER_LIMIT_MESSAGES } from './offer-limits.ts';
import { OFFER_MESSAGES, type OfferContext } from './offer-messages.ts';

export const AUDIENCE_OPTIONS = ['both', 'individual', 'business'] as const;
export type OfferAudience = (typeof AUDIENCE_OPTIONS)[number];

/** The audience badge and radio labels (spec section 2: Begge, Privatpersoner, Bedrifter). */
export const AUDIENCE_LABELS: Record<OfferAudience, string> = {
  both: 'Begge',
  individual: 'Privatpersoner',
  business: 'Bedrifter',
};

/** The editor's fields as typed (images are kept apart: they are files and uploads, not text). */
export interface OfferFormInput {
  title: string;
  /** '' when an admin leaves the offer without a company. */
  company_id: string;
  description: string;
  category_ids: string[];
  target_audience: OfferAudience;
  discount_code: string;
  offer_email: string;
  website: string;
  offer_url: string;
  offer_active: boolean;
  hidden: boolean;
}

/** Starting values of a new offer (spec section 9: audience both, active, not hidden). */
export function emptyOfferForm(companyId: string | null): OfferFormInput {
  return {
    title: '',
    company_id: companyId ?? '',
    description: '',
    category_ids: [],
    target_audience: 'both',
    discount_code: '',
    offer_email: '',
    website: '',
    offer_url: '',
    offer_active: true,
    hidden: false,
  };
}

/** Absolute http(s) URL with a host and no spaces (the database checks `^https?://\S+$`); empty means none. */
export function isHttpUrl(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value) || !/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Looks like an address (the database's own pattern); empty means none. */
export function isEmailAddress(value: string): boolean {
  return value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}

/** Whether rich text holds no words (Quill leaves '<p><br></p>' when emptied). */
export function isBlankHtml(html: string): boolean {
  return searchableText(html).trim() === '';
}

const trimmed = z.pipe(
  z.string(),
  z.transform((value) => value.trim()),
);
const checked = (test: (value: string) => boolean, message: string) =>
  z.pipe(trimmed, z.string().check(z.refine(test, message)));
const nonBlank = (message: string) => checked((value) => value !== '', message);

/**
 * The editor's schema for one context: the admin forms' and the company
 * form's rules and messages (spec section 5). Messages are keyed by field,
 * so the form shows each beside its field.
 */
export function offerFormSchema(context: OfferContext) {
  const text = OFFER_MESSAGES[context === 'admin' ? 'admin' : 'company'];
  const admin = OFFER_MESSAGES.admin;
  const company = OFFER_MESSAGES.company;
  return z.object({
    title: z.pipe(
      nonBlank(context === 'admin' ? admin.title : company.titleAndDescription),
      z.string().check(z.maxLength(OFFER_LIMITS.title, OFFER_LIMIT_MESSAGES.title)),
    ),
    company_id:
      context === 'admin' ? trimmed : z.pipe(trimmed, z.string().check(z.minLength(1, company.noCompany))),
    // The rich text as the editor holds it; what is stored (sanitised) is never longer.
    description:
      context === 'admin'
        ? z.string().check(z.maxLength(OFFER_LIMITS.description, OFFER_LIMIT_MESSAGES.description))
        : z.string().check(
            z.refine((html) => !isBlankHtml(html), company.titleAndDescription),
            z.maxLength(OFFER_LIMITS.description, OFFER_LIMIT_MESSAGES.description),
          ),
    category_ids: z.array(z.string()).check(z.minLength(1, text.categories)),
    target_audience: z.enum(AUDIENCE_OPTIONS),
    discount_code: trimmed,
    offer_email: checked(isEmailAddress, context === 'admin' ? admin.email : company.email),
    website: checked(isHttpUrl, context === 'admin' ? admin.website : company.url),
    offer_url: checked(isHttpUrl, context === 'admin' ? admin.offerUrl : company.url),
    offer_active: z.boolean(),
    hidden: z.boolean(),
  });
}

export type OfferFormValues = z.output<ReturnType<typeof offerFormSchema>>;
