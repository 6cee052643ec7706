import { Link } from '@tanstack/react-router';
import { ChevronRight, UserRound } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from './Button.tsx';
import type { NavCategory } from './CategoryRow.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './Dialog.tsx';
import type { NavLinkItem, NavSession } from './nav-links.ts';
import { Skeleton } from './Skeleton.tsx';

export interface MobileMenuContentProps {
  links: readonly NavLinkItem[];
  session: NavSession;
  categories: readonly NavCategory[] | null;
  accessory?: ReactNode;
  /** The company selector, for users who have one. */
  companySelector?: ReactNode;
}

export interface MobileMenuSheetProps extends MobileMenuContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it on close (it lives outside this lazily loaded dialog). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const rowClasses =
  'flex min-h-12 items-center justify-between gap-3 rounded-2xl px-3 text-base font-medium text-foreground ' +
  'transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none ' +
  'data-[status=active]:bg-secondary data-[status=active]:text-secondary-foreground';

/**
 * The collapsed navigation's sheet (a Radix dialog, so focus is trapped and
 * Escape closes it) with the page links, the categories and the account
 * actions. Choosing any link closes it. Loaded on first open (MobileMenu).
 */
export function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
  links,
  session,
  categories,
  accessory,
  companySelector,
}: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        closeLabel="Lukk meny"
        className="gap-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="px-1 pt-1.5 text-lg">Meny</DialogTitle>
        <DialogDescription className="sr-only">Sider, kategorier og konto</DialogDescription>

        <nav aria-label="Sider" className="mt-5">
          <ul className="flex flex-col gap-0.5">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={rowClasses} onClick={close}>
                  {link.label}
                  <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {categories === null || categories.length > 0 ? (
          <section aria-labelledby="mobile-menu-categories" className="mt-6">
            <h2
              id="mobile-menu-categories"
              className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
            >
              Kategorier
            </h2>
            <ul className="mt-2 grid grid-cols-2 gap-1.5">
              {categories === null
                ? Array.from({ length: 4 }, (_, index) => (
                    <li key={index}>
                      <Skeleton className="h-12 rounded-2xl" />
                    </li>
                  ))
                : categories.map((category) => (
                    <li key={category.key}>
                      <Link
                        to="/offers"
                        search={{ category: category.key }}
                        onClick={close}
                        className="flex min-h-12 items-center gap-2 rounded-2xl border border-border bg-card p-1.5 pr-2 text-sm font-medium transition-colors hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
                      >
                        <img
                          src={category.illustration}
                          alt=""
                          width={32}
                          height={32}
                          className="size-8 rounded-xl"
                        />
                        <span className="min-w-0 truncate">{category.name}</span>
                      </Link>
                    </li>
                  ))}
            </ul>
          </section>
        ) : null}

        {companySelector ? <div className="mt-6">{companySelector}</div> : null}

        <div className="mt-auto flex flex-col gap-2 pt-6">
          {accessory}
          {session.status === 'signed_in' ? (
            <Button asChild variant="outline" size="lg">
              <Link to="/profile" onClick={close}>
                <UserRound aria-hidden="true" />
                Min profil
              </Link>
            </Button>
          ) : session.status === 'signed_out' ? (
            <>
              <Button asChild size="lg">
                <Link to="/register" onClick={close}>
                  Registrer
                </Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/login" onClick={close}>
                  Logg inn
                </Link>
              </Button>
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
