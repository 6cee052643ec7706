import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLogo, type BrandIdentity } from './Logo.tsx';

export interface FooterProps {
  brand: BrandIdentity;
  /** A status line (when the offers were last updated, say). */
  status?: ReactNode;
  year?: number;
  /** Off for signed-in people under a company's white-label brand: its employees, not partners. */
  showPartnerLink?: boolean;
}

const footerLinks = [
  { to: '/offers', label: 'Sjekk ut tilbud' },
  { to: '/become-partner', label: 'Bli en partner' },
  { to: '/about-us', label: 'Om oss' },
] as const;

export function Footer({
  brand,
  status,
  year = new Date().getFullYear(),
  showPartnerLink = true,
}: FooterProps) {
  const links = showPartnerLink ? footerLinks : footerLinks.filter((link) => link.to !== '/become-partner');
  return (
    <footer className="mt-auto border-t border-border bg-card/60 pb-[env(safe-area-inset-bottom)]">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-3">
          <Link
            to="/"
            className="w-fit rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <BrandLogo brand={brand} />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            Fordeler og tilbud for ansatte, bedrifter og privatpersoner – også uten nett.
          </p>
        </div>
        <nav aria-label="Bunnmeny">
          <ul className="-mx-3 flex flex-col gap-1 sm:flex-row sm:gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none md:min-h-10"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {brand.name}. Alle rettigheter forbeholdt.
          </p>
          {status}
        </div>
      </div>
    </footer>
  );
}
