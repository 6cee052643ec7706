import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CompanySelectorSlot } from '@/features/account/index.ts';
import { SignOutButton, hasLocalRecords, useAuth, type AuthState } from '@/features/auth/index.ts';
import { PRODUCT_NAME, useBranding } from '@/features/branding/index.ts';
import { categoryIllustrationUrl, useCategories } from '@/features/categories/index.ts';
import { SNAPSHOT_PATHS } from '@/lib/screen-snapshot.ts';
import { useAtomValue } from '@/lib/store.ts';
import {
  catalogueSyncStatusAtom,
  describeSyncStatus,
  seemsOffline,
} from '@/offline/catalogue/sync-status.ts';
import { releaseScreenSnapshot } from '@/offline/snapshot/release-snapshot.ts';
import { CategoryRow, type NavCategory } from '@/ui/CategoryRow.tsx';
import { Footer } from '@/ui/Footer.tsx';
import { InstallApp } from '@/ui/InstallApp.tsx';
import { PRODUCT_MARK } from '@/ui/Logo.tsx';
import { Navbar } from '@/ui/Navbar.tsx';
import { navStatus } from '@/ui/nav-links.ts';
import { optionalLazy } from '@/ui/optional-lazy.ts';
import { OfflineBanner, SyncStatusLine } from '@/ui/SyncStatus.tsx';
import { Toaster, toast } from '@/ui/Toaster.tsx';
import { afterFirstContent, firstContentRendered } from './after-first-content.ts';
import { installOptionAtom, promptInstall } from './install-prompt.ts';
import { requestPersistentStorage } from './persistent-storage.ts';
import { useDocumentMeta } from './use-document-meta.ts';

// Leads waiting on this device are rare: the notice and the outbox code load after the first paint.
const LeadOutboxNotice = optionalLazy(() =>
  import('./LeadOutboxNotice.tsx').then((module) => module.LeadOutboxNotice),
);

function useNavCategories(): NavCategory[] | null {
  const categories = useCategories();
  return useMemo(() => {
    if (categories.status === 'loading') return null;
    if (categories.status === 'error') return [];
    return categories.value.map((category) => ({
      key: category.key,
      name: category.name,
      illustration: categoryIllustrationUrl(category.key),
    }));
  }, [categories]);
}

/**
 * The sync status sentences: the offline banner's (null when connected) and
 * the footer's. A sync that failed for want of a network counts as offline
 * too (seemsOffline).
 */
function useSyncStatusText() {
  const status = useAtomValue(catalogueSyncStatusAtom);
  const offline = seemsOffline(status);
  const text = describeSyncStatus({ ...status, online: !offline });
  return { offline: offline ? text : null, line: offline ? '' : text, syncing: status.syncing };
}

/**
 * Whether to mount what the first paint can do without (sonner's Toaster and
 * the lead outbox notice): after the first content has painted, or at once
 * when a toast is raised before that (it waits in toast.ts's queue).
 */
function useShellExtrasReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.race([afterFirstContent(), toast.requested()]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Whether the first page's content is in the document (see firstContentRendered). */
function useContentRendered(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let live = true;
    void firstContentRendered().then(() => live && setRendered(true));
    return () => {
      live = false;
    };
  }, []);
  return rendered;
}

/**
 * Runs the route guards again when the session or its roles change while a
 * page is open: a session the server ended sends a guarded page to the login,
 * roles that arrived late let an admin in.
 */
function useGuardsFollowSession(auth: AuthState): void {
  const router = useRouter();
  const access = `${auth.status}|${String(auth.rolesKnown)}|${auth.roles.join(',')}`;
  const previous = useRef(access);
  useEffect(() => {
    if (previous.current === access) return;
    previous.current = access;
    void router.invalidate();
  }, [access, router]);
}

/** The category row under the bar, except on /offers (which has its own chips). */
function ShellCategoryRow({ categories }: { categories: readonly NavCategory[] | null }) {
  const onOffers = useRouterState({ select: (state) => state.location.pathname === '/offers' });
  return onOffers ? null : <CategoryRow categories={categories} />;
}

/** What the shell does when the page changes; a component of its own, so the frame does not render again. */
function PageChangeEffects({ signedIn }: { signedIn: boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A painted snapshot (src/lib/screen-snapshot.ts) is its page's to release; any other page shows at once.
  useLayoutEffect(() => {
    if (!SNAPSHOT_PATHS.includes(pathname)) releaseScreenSnapshot();
  }, [pathname]);
  useEffect(() => {
    // Signing in or opening an offer is the first use worth keeping offline.
    if (signedIn || pathname.startsWith('/offer/')) requestPersistentStorage();
  }, [signedIn, pathname]);
  return null;
}

/** The document's title and meta tags (use-document-meta.ts), kept apart from the frame for the same reason. */
function DocumentMeta() {
  useDocumentMeta();
  return null;
}

/**
 * The frame around every page: bar, offline banner, category row (not on
 * /offers, which has its own chips), the page, footer and toasts. Data comes
 * from the features; the pieces themselves are presentational (src/ui).
 *
 * The frame itself reads nothing of the router: a navigation (the till's tap
 * on an offer) renders the page, the links and the few parts that follow the
 * address, not the whole frame, several times over (issue 28: tap to code).
 */
export function AppShell() {
  const branding = useBranding();
  const auth = useAuth();
  const categories = useNavCategories();
  const install = useAtomValue(installOptionAtom);
  const sync = useSyncStatusText();
  const extrasReady = useShellExtrasReady();
  const contentRendered = useContentRendered();
  // The product shows its mark and name; a white-label company its logo (a
  // wordmark, so the name is its alt text), or the mark in its colours.
  const brand =
    branding.companyName === null
      ? { name: PRODUCT_NAME, logoUrl: null, showName: true, mark: PRODUCT_MARK }
      : { name: branding.companyName, logoUrl: branding.logoUrl, showName: branding.logoUrl === null };
  const session = {
    status: navStatus(auth.status, hasLocalRecords()),
    roles: auth.roles,
    whiteLabel: branding.companyName !== null,
  };
  useGuardsFollowSession(auth);

  const onInstall = () => void promptInstall();
  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentMeta />
      <PageChangeEffects signedIn={auth.status === 'signed_in'} />
      <a
        href="#main"
        className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-full bg-primary px-4 py-2.5 font-semibold text-primary-foreground shadow-lg transition-transform focus:translate-y-0"
      >
        Hopp til innhold
      </a>
      <Navbar
        brand={brand}
        session={session}
        categories={categories}
        desktopAccessory={
          install === 'prompt' ? <InstallApp option={install} onInstall={onInstall} variant="ghost" /> : null
        }
        menuAccessory={
          <>
            <InstallApp option={install} onInstall={onInstall} size="lg" />
            {session.status === 'signed_in' ? <SignOutButton size="lg" className="w-full" /> : null}
          </>
        }
        companySelector={session.status === 'signed_in' ? <CompanySelectorSlot variant="bar" /> : null}
        menuCompanySelector={session.status === 'signed_in' ? <CompanySelectorSlot variant="menu" /> : null}
      />
      <OfflineBanner text={sync.offline} />
      {extrasReady ? <LeadOutboxNotice /> : null}
      <ShellCategoryRow categories={categories} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      {contentRendered ? (
        <Footer
          brand={brand}
          showPartnerLink={!(session.status === 'signed_in' && session.whiteLabel)}
          status={<SyncStatusLine text={sync.line} syncing={sync.syncing} />}
        />
      ) : null}
      {extrasReady ? <Toaster theme={branding.theme} /> : null}
    </div>
  );
}
