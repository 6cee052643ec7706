/** Where the app runs, as far as white-label subdomains are concerned. */
export interface SubdomainConfig {
  /** The product's own domain, e.g. `ordning.no` (locally `ordning.localhost`). */
  appDomain: string;
  /** Hosting platform domains (e.g. `vercel.app`) whose hosts never name a company. */
  platformDomains: readonly string[];
  /** Backend domains and hosts: `supabase.co`, `supabase.in` and the configured Supabase URL's host. */
  backendDomains: readonly string[];
}

/** Supabase's own domains; the configured project host is added by `subdomainConfig`. */
export const SUPABASE_DOMAINS: readonly string[] = ['supabase.co', 'supabase.in'];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lowercase, trimmed, without a port or trailing dot; IPv6 literals lose their brackets. */
export function normalizeHost(host: string): string {
  let value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value.slice(1) : value.slice(1, end);
  }
  // More than one colon and no brackets: a bare IPv6 address, which has no port to strip.
  const colons = value.split(':').length - 1;
  if (colons === 1) value = value.slice(0, value.indexOf(':'));
  while (value.endsWith('.')) value = value.slice(0, -1);
  return value;
}

function isIpAddress(host: string): boolean {
  if (host.includes(':')) return true;
  // A numeric last label cannot be a domain name: browsers parse such hosts as IPv4.
  const last = host.slice(host.lastIndexOf('.') + 1);
  return /^(?:0x[0-9a-f]*|\d+)$/.test(last);
}

function isOnDomain(host: string, domain: string): boolean {
  const bare = normalizeHost(domain);
  return bare !== '' && (host === bare || host.endsWith(`.${bare}`));
}

function companyLabel(host: string): string | null {
  const first = host.slice(0, host.indexOf('.'));
  if (first === 'www' || !LABEL.test(first)) return null;
  return first;
}

/**
 * The company subdomain a host names, by the spec's rules, in order:
 * the product's own domain uses its first label (unless www); hosting platform
 * and backend domains, localhost and IP addresses give none; any other host of
 * three or more labels uses its first label (unless www).
 */
export function detectSubdomain(host: string, config: SubdomainConfig): string | null {
  const bare = normalizeHost(host);
  if (bare === '') return null;

  const appDomain = normalizeHost(config.appDomain);
  if (appDomain !== '' && bare.endsWith(`.${appDomain}`)) return companyLabel(bare);
  if (bare === appDomain) return null;

  if (isIpAddress(bare)) return null;
  if (bare === 'localhost' || bare.endsWith('.localhost')) return null;
  if (config.platformDomains.some((domain) => isOnDomain(bare, domain))) return null;
  if (config.backendDomains.some((domain) => isOnDomain(bare, domain))) return null;

  const labels = bare.split('.');
  if (labels.length < 3 || labels.some((label) => label === '')) return null;
  return companyLabel(bare);
}

/** The detection config from the app's environment (`env` from `@/lib/env.ts`). */
export function subdomainConfig(env: {
  appDomain: string;
  platformDomains: readonly string[];
  supabaseUrl: string;
}): SubdomainConfig {
  let supabaseHost: string[] = [];
  try {
    supabaseHost = [new URL(env.supabaseUrl).host];
  } catch {
    // A malformed URL cannot name a host; env.ts already rejects it at start.
  }
  return {
    appDomain: env.appDomain,
    platformDomains: env.platformDomains,
    backendDomains: [...SUPABASE_DOMAINS, ...supabaseHost],
  };
}
