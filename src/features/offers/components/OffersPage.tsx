import { useNavigate, useRouterState } from '@tanstack/react-router';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { env } from '@/lib/env.ts';
import { offerVisual } from '@/lib/offer-visual.ts';
import { categoryIdForKey } from '@/offline/catalogue/search.ts';
import type { Audience, CachedOffer } from '@/offline/store/schemas.ts';
import { rememberFirstImage } from '@/ui/first-image-hint.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { createOfferSearch } from '../offer-search.ts';
import { audienceOf, type OffersSearch } from '../offers-search.ts';
import { useCatalogue } from '../use-catalogue.ts';
import { useListPlace } from '../use-list-place.ts';
import { FIRST_FRAME_CARDS, LIST_PAGE_SIZE } from '../use-incremental-list.ts';
import { useOfferCategories } from '../use-offer-categories.ts';
import { useOfferSearchIndex } from '../use-offer-search-index.ts';
import { usePreloadOfferPage, usePrepareFirstOffers } from '../use-preload-offer-page.ts';
import { useResultsAboveKeyboard } from '../use-results-above-keyboard.ts';
import { useScreenSnapshot } from '../use-screen-snapshot.ts';
import { useUrlQuery } from '../use-url-query.ts';
import { AudienceToggle } from './AudienceToggle.tsx';
import { CatalogueFailed, CatalogueLoading, NoOffersFound } from './CatalogueStates.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { OfferGrid } from './OfferGrid.tsx';
import { OfferSearchBox } from './OfferSearchBox.tsx';

const NO_OFFERS: readonly CachedOffer[] = [];

/** The grid re-renders only when its result or filter changes, not for every render of the page. */
const MemoGrid = memo(OfferGrid);

/**
 * Cards below the fold skip style, layout and paint until scrolled near (a
 * new search result mounts up to a page of cards); `auto` keeps a card's
 * measured height once it has been rendered, so the scrollbar stays steady.
 */
const SKIP_OFFSCREEN_CARDS =
  'contents [&>ul>li]:[contain-intrinsic-size:auto_7.5rem] sm:[&>ul>li]:[contain-intrinsic-size:auto_24rem] [&>ul>li]:[content-visibility:auto]';

/** /offers: the whole cached catalogue, filtered by audience, category and search as you type. */
export function OffersPage({ search }: { search: OffersSearch }) {
  const navigate = useNavigate();
  const signedIn = useAuth().status === 'signed_in';
  const audience = audienceOf(search);
  const { query, setQuery, flush } = useUrlQuery(search);
  // Searched in the keystroke's own render, so the letter and its results paint in one frame:
  // the index answers a word from memory or one lookup, and a new result mounts only its first screen.
  const [searchOffers] = useState(createOfferSearch);
  // The newest offers paint at once; the rest of a large catalogue follows.
  const view = useCatalogue({ firstPaint: LIST_PAGE_SIZE });
  const complete = view.status === 'ready' && view.complete;
  const categories = useOfferCategories();
  const categoryId = categoryIdForKey(categories, search.category ?? null);
  const category = categories.find((candidate) => candidate.id === categoryId) ?? null;
  const categoryKeys = useMemo(
    () => new Map(categories.map((candidate) => [candidate.id, candidate.key])),
    [categories],
  );
  const offers = view.status === 'ready' ? view.offers : NO_OFFERS;
  const searchIndex = useOfferSearchIndex(offers);
  usePreloadOfferPage(view.status === 'ready', categories);

  const {
    offers: matching,
    counts,
    key: searchKey,
    highlight,
  } = useMemo(
    () => searchOffers(offers, { audience, query }, searchIndex.index),
    [searchOffers, offers, audience, query, searchIndex],
  );
  const shown = useMemo(
    () =>
      categoryId === null ? matching : matching.filter((offer) => offer.category_ids.includes(categoryId)),
    [matching, categoryId],
  );
  usePrepareFirstOffers(shown);
  const filtered = query.trim() !== '' || categoryId !== null || audience !== 'both';
  const resetKey = `${audience}|${categoryId ?? ''}|${searchKey}`;

  // Back from an offer: the same offers rendered, and the card that was on top where it was left.
  const entryKey = useRouterState({ select: (state) => state.location.state.__TSR_key });
  const results = useRef<HTMLElement>(null);
  const searchField = useRef<HTMLDivElement>(null);
  const listShown = view.status === 'ready' && shown.length > 0;
  const { place, rememberCount } = useListPlace(entryKey, results, listShown);

  useResultsAboveKeyboard(searchField, results, resetKey);

  // The next visit paints this first screen before any script runs (src/lib/screen-snapshot.ts).
  // Kept as soon as the newest offers show, and again when the whole catalogue is in.
  const firstScreen = useMemo(() => {
    if (view.status !== 'ready' || filtered || shown.length === 0) return null;
    const ids = shown.slice(0, FIRST_FRAME_CARDS).map((offer) => offer.id);
    return `${String(complete)}|${ids.join(',')}`;
  }, [view.status, complete, filtered, shown]);
  useScreenSnapshot(view.status !== 'loading', firstScreen, signedIn, setQuery);

  // The first card's image is this address's largest paint: index.html preloads it next time
  // (a search is not part of the address, so only an unsearched list is remembered).
  const firstImage = useMemo(() => {
    if (!complete || query.trim() !== '') return undefined;
    const first = shown[0];
    if (!first) return null;
    const visual = offerVisual(first, env.supabaseUrl);
    return visual.kind === 'image' ? visual.src : null;
  }, [complete, query, shown]);
  useEffect(() => {
    if (firstImage !== undefined) rememberFirstImage(firstImage);
  }, [firstImage]);

  function changeAudience(next: Audience) {
    flush();
    void navigate({
      to: '/offers',
      search: (previous: OffersSearch): OffersSearch => ({
        ...previous,
        audience: next === 'both' ? undefined : next,
      }),
      replace: true,
      resetScroll: false,
    });
  }

  function resetFilters() {
    setQuery('');
    void navigate({ to: '/offers', search: {}, resetScroll: false });
  }

  return (
    // A filter chip or an offer may be chosen before the address has caught up with the search box.
    <PageContainer className="flex flex-col gap-4 py-4 sm:gap-8 sm:py-10" onPointerDownCapture={flush}>
      <header className="flex flex-col gap-2">
        <p className="hidden text-sm font-semibold tracking-wide text-primary-text uppercase sm:block">
          Tilbud og fordeler
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
          {category ? category.name : 'Alle tilbud'}
        </h1>
        <p className="hidden max-w-2xl text-muted-foreground sm:block">
          Rabatter fra partnerne våre – for bedrifter, ansatte og privatpersoner.
          {signedIn ? null : ' Logg inn for å se rabattkodene.'}
        </p>
      </header>

      {/* `contents` below lg: a sticky element sticks only within its parent, here the page. */}
      <div className="contents lg:flex lg:flex-row lg:items-end lg:justify-between lg:gap-4">
        {/* On a phone the field sticks below the bar while it has focus, above the results. */}
        <div
          ref={searchField}
          className="w-full bg-background max-sm:focus-within:sticky max-sm:focus-within:top-[calc(4rem+env(safe-area-inset-top))] max-sm:focus-within:z-30 max-sm:focus-within:-mx-4 max-sm:focus-within:w-auto max-sm:focus-within:px-4 max-sm:focus-within:py-2 lg:max-w-md"
        >
          <OfferSearchBox value={query} onChange={setQuery} />
        </div>
        <AudienceToggle value={audience} onChange={changeAudience} />
      </div>

      <CategoryChips
        categories={categories}
        counts={complete ? counts : null}
        total={matching.length}
        selectedKey={category?.key ?? null}
        audience={search.audience}
        query={search.q}
      />

      <section ref={results} aria-labelledby="offers-result" className="flex flex-col gap-3 sm:gap-4">
        <h2 id="offers-result" className="sr-only">
          Resultater
        </h2>
        {view.status === 'loading' ? <CatalogueLoading /> : null}
        {view.status === 'failed' ? <CatalogueFailed failure={view.failure} /> : null}
        {view.status === 'ready' && shown.length > 0 ? (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {!complete
                ? 'Laster alle tilbud...'
                : shown.length === 1
                  ? 'Viser 1 tilbud'
                  : `Viser ${shown.length} tilbud`}
            </p>
            <div className={SKIP_OFFSCREEN_CARDS}>
              <MemoGrid
                offers={shown}
                resetKey={resetKey}
                label="Tilbud"
                headingLevel="h3"
                compact
                categoryKeys={categoryKeys}
                highlight={highlight}
                restoreCount={place?.count}
                onCountChange={rememberCount}
              />
            </div>
          </>
        ) : null}
        {view.status === 'ready' && shown.length === 0 ? (
          complete ? (
            <NoOffersFound filtered={filtered} onReset={resetFilters} />
          ) : (
            <CatalogueLoading cards={3} />
          )
        ) : null}
      </section>
    </PageContainer>
  );
}
