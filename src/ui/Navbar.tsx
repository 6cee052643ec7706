import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import type { NavCategory } from './CategoryRow.tsx';
import { BrandLogo, type BrandIdentity } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { navLinksFor, type NavSession } from './nav-links.ts';
import { Skeleton } from './Skeleton.tsx';

export interface NavbarProps {
  brand: BrandIdentity;
  session: NavSession;
  /** Listed in the collapsed menu; null while loading. */
  categories: readonly NavCategory[] | null;
  /** Shown at the end of the full bar (an install button, say). */
  desktopAccessory?: ReactNode;
  /** Shown at the end of the collapsed menu (install help, say). */
  menuAccessory?: ReactNode;
  /** The company selector for the full bar (from 1200 px), when the user has one. */
  companySelector?: ReactNode;
  /** The company selector inside the collapsed menu. */
  menuCompanySelector?: ReactNode;
}

const navLinkClasses =
  'inline-flex h-10 items-center rounded-full px-3.5 text-[0.95rem] font-medium text-muted-foreground transition-colors ' +
  'hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none ' +
  'data-[status=active]:bg-secondary data-[status=active]:text-secondary-foreground';

/** The account corner: a skeleton while the session loads, the profile link, or Logg inn / Registrer. */
export function AccountActions({ session }: { session: NavSession }) {
  if (session.status === 'loading') return <Skeleton className="h-11 w-44 rounded-full" />;
  if (session.status === 'signed_in') {
    return (
      <Button asChild variant="outline">
        <Link to="/profile">
          <UserRound aria-hidden="true" />
          Min profil
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost">
        <Link to="/login">Logg inn</Link>
      </Button>
      <Button asChild>
        <Link to="/register">Registrer</Link>
      </Button>
    </div>
  );
}

/**
 * The top bar. From 1200 px it shows every link; below that the links fold
 * into the menu sheet, and under 768 px the account buttons do too.
 */
export function Navbar({
  brand,
  session,
  categories,
  desktopAccessory,
  menuAccessory,
  companySelector,
  menuCompanySelector,
}: NavbarProps) {
  const links = navLinksFor(session);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="-ml-1 rounded-xl px-1 py-1 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <BrandLogo brand={brand} />
        </Link>

        <nav aria-label="Hovedmeny" className="hidden min-[1200px]:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={navLinkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {desktopAccessory ? <div className="hidden min-[1200px]:block">{desktopAccessory}</div> : null}
          {companySelector ? <div className="hidden min-[1200px]:flex">{companySelector}</div> : null}
          {/* Its own box: the actions' display classes must not meet this one's (cn.ts does not merge). */}
          <div className="hidden md:flex">
            <AccountActions session={session} />
          </div>
          <MobileMenu
            links={links}
            session={session}
            categories={categories}
            accessory={menuAccessory}
            companySelector={menuCompanySelector}
            className="min-[1200px]:hidden"
          />
        </div>
      </div>
    </header>
  );
}
