import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft, Check, SearchX } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { usePageMetaOverride } from '@/features/branding/index.ts';
import { FavouriteToggleSlot } from '@/features/favourites/index.ts';
import { afterNextPaint } from '@/lib/after-paint.ts';
import { env } from '@/lib/env.ts';
import { offerImages, offerVisual } from '@/lib/offer-visual.ts';
import { searchableText } from '@/offline/catalogue/search.ts';
import { AfterFirstPaint } from '@/ui/AfterFirstPaint.tsx';
import { Badge } from '@/ui/Badge.tsx';
import { Button } from '@/ui/Button.tsx';
import { rememberFirstImage } from '@/ui/first-image-hint.ts';
import { optionalLazy } from '@/ui/optional-lazy.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import type { OfferDetail } from '../offer-detail-model.ts';
import { useOfferDetail } from '../use-offer-detail.ts';
import { LoginPrompt } from './LoginPrompt.tsx';
import { OfferBreadcrumb } from './OfferBreadcrumb.tsx';
import { OfferGallery } from './OfferGallery.tsx';
import { OfferPlainText } from './OfferPlainText.tsx';
import { loadOfferAccess, loadedOfferAccess } from './load-offer-access.ts';

// The description's sanitiser (DOMPurify, 11 kB gzip) loads beside the page, not before its
// picture: the text sits below it, so nothing above it moves when it arrives. A part the page can
// do without: offline before the worker has stored it, the page keeps its code and shows the
// text plain (OfferPlainText), not the error page.
const OfferRichText = optionalLazy(
  () => import('./OfferRichText.tsx').then((module) => module.OfferRichText),
  OfferPlainText,
);
const OfferAccess = lazy(() => loadOfferAccess().then((box) => ({ default: box })));

/** /offer/{id}: one offer, and for a signed-in user its code, e-mail and links. */
export function OfferDetailPage({ id }: { id: string }) {
  const state = useOfferDetail(id);
  const { status } = useAuth();
  // Signed in, the code box is what the page is for: fetch its code while the offer loads,
  // not after the title has painted.
  useEffect(() => {
    // A failure here is the lazy component's to report when it renders.
    if (status === 'signed_in') loadOfferAccess().catch(() => undefined);
  }, [status]);
  return (
    <PageContainer className="flex flex-col gap-4 pt-4 sm:gap-6 sm:pt-6">
      <div>
        <Button asChild variant="ghost" className="-ml-4">
          <Link to="/offers">
            <ArrowLeft aria-hidden="true" />
            Tilbake til tilbudene
          </Link>
        </Button>
      </div>
      {state.status === 'loading' ? <OfferLoading /> : null}
      {state.status === 'loaded' ? <LoadedOffer offer={state.offer} /> : null}
      {state.status === 'not_found' || state.status === 'error' ? (
        <OfferMissing failed={state.status === 'error'} />
      ) : null}
    </PageContainer>
  );
}

/**
 * The code box: at once when its chunk has loaded (the till journey's tap to code), else
 * behind a placeholder while it loads. Decided once per offer, so the box never remounts.
 */
function CodeBox({ offer, userId }: { offer: OfferDetail; userId: string }) {
  const [Loaded] = useState(loadedOfferAccess);
  if (Loaded) return <Loaded offer={offer} userId={userId} />;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <OfferAccess offer={offer} userId={userId} />
    </Suspense>
  );
}

function LoadedOffer({ offer }: { offer: OfferDetail }) {
  const { status, user } = useAuth();
  const images = offerImages(offer, env.supabaseUrl);
  const visual = offerVisual(offer, env.supabaseUrl);
  const detailed = offer.detailed_description?.trim() ?? '';
  // detailed_description starts as a copy of the description; show it only when it adds something.
  const showDetailed = detailed !== '' && detailed !== (offer.description?.trim() ?? '');
  // The picture is this page's largest paint: index.html preloads it on the next visit.
  const firstImage = images[0] ?? null;
  useEffect(() => rememberFirstImage(firstImage), [firstImage]);
  useRecordView(offer.id, status === 'loading' ? undefined : (user?.id ?? null));
  // The tab and link previews name the offer: its title, its text, its first picture.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageMetaOverride(pathname, {
    title: offer.title,
    description: searchableText(offer.description) || null,
    image: firstImage,
  });

  return (
    <article className="flex flex-col gap-5 sm:gap-6">
      <OfferBreadcrumb title={offer.title} category={offer.categories[0] ?? null} />
      {/* Phone: title and code first (inside the first screen, two taps to a copied code), then
          the pictures and the text. Wider screens place them in columns, whatever the order. */}
      <div className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <aside
          aria-label="Om tilbudet"
          className="flex flex-col gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {offer.offer_active ? (
                <Badge variant="success">
                  <Check aria-hidden="true" strokeWidth={3} />
                  Aktivt tilbud
                </Badge>
              ) : (
                <Badge variant="warning">Kommer snart</Badge>
              )}
              {offer.categories.map((category) => (
                <Badge key={category.id} variant="outline">
                  {category.name}
                </Badge>
              ))}
            </div>
            {offer.company ? <p className="font-semibold text-muted-foreground">{offer.company}</p> : null}
            <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
              {offer.title}
            </h1>
          </div>
          {status === 'signed_in' && user ? <CodeBox offer={offer} userId={user.id} /> : null}
          {/* Below the code box: the till journey's code keeps its place in the first screen. */}
          {status === 'signed_in' && user ? (
            <FavouriteToggleSlot
              userId={user.id}
              offerId={offer.id}
              title={offer.title}
              variant="button"
              className="self-start"
            />
          ) : null}
          {status === 'signed_out' ? <LoginPrompt offerId={offer.id} /> : null}
          {status === 'loading' ? <Skeleton className="h-40 w-full" /> : null}
        </aside>
        <div className="lg:col-start-1 lg:row-start-1">
          <OfferGallery
            images={images}
            fallback={visual.kind === 'fallback' ? visual.text : ''}
            title={offer.title}
          />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-2">
          {/* Below the code on a phone: sanitised after the tap's frame has painted the code. */}
          <AfterFirstPaint fallback={<Skeleton className="h-24 w-full" />}>
            <OfferRichText html={offer.description ?? ''} />
            {showDetailed ? <OfferRichText html={detailed} /> : null}
          </AfterFirstPaint>
        </div>
      </div>
    </article>
  );
}

/**
 * One 'view' event per offer opened, once the session is known (so a signed-in
 * view carries its user). The recorder (the click queue with Dexie and
 * supabase-js) is imported only after the page has painted.
 */
function useRecordView(offerId: string, userId: string | null | undefined) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (userId === undefined || recorded.current === offerId) return;
    recorded.current = offerId;
    // After the paint: opened by a tap, this effect runs before the browser paints the page.
    afterNextPaint()
      .then(() => import('../record-click.ts'))
      .then(({ recordOfferEvent }) => recordOfferEvent(offerId, userId, 'view'))
      .catch((error: unknown) => console.warn('Could not record the offer view', error));
  }, [offerId, userId]);
}

function OfferLoading() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Laster tilbud...
      </p>
      {/* The loaded page's order: title and code first on a phone, the picture beside them on wide screens. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-12">
        <div className="flex flex-col gap-3 lg:col-start-2 lg:row-start-1">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="aspect-[16/10] w-full rounded-3xl lg:col-start-1 lg:row-start-1" />
      </div>
    </div>
  );
}

function OfferMissing({ failed }: { failed: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-6 py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">
        {failed ? 'Kunne ikke laste tilbudet.' : 'Tilbudet ble ikke funnet'}
      </h1>
      <p className="max-w-md text-muted-foreground">
        {failed
          ? 'Sjekk nettverkstilkoblingen og prøv igjen.'
          : 'Tilbudet kan være fjernet, eller lenken kan være feil.'}
      </p>
      <Button asChild>
        <Link to="/offers">Tilbake til alle tilbud</Link>
      </Button>
    </div>
  );
}
