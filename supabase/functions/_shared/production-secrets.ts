import type { FunctionEnv } from './env.ts';

/**
 * The secrets a hosted project must set (`supabase secrets set`), each with
 * what it is for. Without them the functions would fall back to what only
 * the embedded backend should use: the local mail outbox, the bundled
 * fictional companies, a rate-limit key derived from the service key.
 * supabase/functions/.env.example lists the same names.
 */
export const PRODUCTION_SECRETS = {
  RESEND_API_KEY: 'the Resend API key the functions send mail with (leads, verification notices)',
  MAIL_FROM:
    'the sender of the functions\' mail, on a domain verified at Resend ("Ordning <post@ordning.no>")',
  SALES_INBOX: 'the address the lead mails go to',
  LEAD_RATE_LIMIT_SECRET: 'a random secret of at least 32 characters that client addresses are hashed with',
  COMPANY_REGISTRY: '"brreg", so companies are searched in Enhetsregisteret, not among the fictional ones',
  SITE_URL:
    "the app's address (https://ordning.no), where invitation and existing-account mails link (/accept-invite, /login)",
} as const;

export type ProductionSecret = keyof typeof PRODUCTION_SECRETS;

/** What each function needs on a hosted project, by its folder's name. */
export const FUNCTION_SECRETS = {
  // Checks the registrant against Enhetsregisteret's roles, and mails claims a verified company supersedes.
  'attach-company-to-user': ['COMPANY_REGISTRY', 'RESEND_API_KEY', 'MAIL_FROM'],
  'check-company-registered': ['LEAD_RATE_LIMIT_SECRET'],
  'invite-employee': ['SITE_URL', 'RESEND_API_KEY', 'MAIL_FROM'],
  'lookup-company': ['COMPANY_REGISTRY'],
  // Mails the owner of an address that is registered again, with links to the site.
  'notify-existing-account': ['SITE_URL', 'RESEND_API_KEY', 'MAIL_FROM', 'LEAD_RATE_LIMIT_SECRET'],
  'review-company': ['RESEND_API_KEY', 'MAIL_FROM'],
  'send-eiendomsdrift-email': ['RESEND_API_KEY', 'MAIL_FROM', 'SALES_INBOX', 'LEAD_RATE_LIMIT_SECRET'],
  'send-partout-email': ['RESEND_API_KEY', 'MAIL_FROM', 'SALES_INBOX', 'LEAD_RATE_LIMIT_SECRET'],
  'verify-company': ['COMPANY_REGISTRY', 'RESEND_API_KEY', 'MAIL_FROM'],
} as const satisfies Record<string, readonly ProductionSecret[]>;

export type FunctionName = keyof typeof FUNCTION_SECRETS;

function isUsable(name: ProductionSecret, value: string | undefined): boolean {
  if (!value?.trim()) return false;
  if (name === 'COMPANY_REGISTRY') return value === 'brreg';
  if (name === 'LEAD_RATE_LIMIT_SECRET') return value.length >= 32;
  if (name === 'SITE_URL') return /^https:\/\/[^/]+/.test(value);
  return true;
}

/** The embedded backend and `supabase start` run on this machine; a hosted project does not. */
export function isLocalSupabaseUrl(url: string | undefined): boolean {
  if (!url) return true;
  try {
    const host = new URL(url).hostname;
    return (
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host === '[::1]' ||
      host === 'host.docker.internal' ||
      host === 'kong' ||
      /^127\.\d+\.\d+\.\d+$/.test(host)
    );
  } catch {
    return false;
  }
}

/** The secrets `name` lacks on a hosted project (none on a local one). */
export function missingProductionSecrets(env: FunctionEnv, name: FunctionName): ProductionSecret[] {
  if (isLocalSupabaseUrl(env.get('SUPABASE_URL'))) return [];
  return FUNCTION_SECRETS[name].filter((secret) => !isUsable(secret, env.get(secret)));
}

/**
 * Called by each Deno entry before it serves: on a hosted project without its
 * secrets the function does not start, and its log says what to set, instead
 * of answering from a local stand-in.
 */
export function assertProductionSecrets(env: FunctionEnv, name: FunctionName): void {
  const missing = missingProductionSecrets(env, name);
  if (missing.length === 0) return;
  const lines = missing.map((secret) => `  ${secret}: ${PRODUCTION_SECRETS[secret]}`);
  throw new Error(
    `${name} is missing production secrets (supabase secrets set NAME=value; see supabase/functions/.env.example):\n${lines.join('\n')}`,
  );
}
