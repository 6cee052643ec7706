/**
 * The address a company's white-label site gets: 'https://acme.ordning.no'
 * for subdomain 'acme' on the product's domain (VITE_APP_DOMAIN, env.appDomain).
 * Null while there is no subdomain. Always https: the address people will
 * share, whatever origin the card is edited on.
 */
export function companyAddress(subdomain: string, appDomain: string): string | null {
  const label = subdomain.trim().toLowerCase();
  if (label === '') return null;
  return `https://${label}.${appDomain.replace(/^\.+|\.+$/g, '').toLowerCase()}`;
}
