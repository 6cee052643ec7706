import { useNavigate } from '@tanstack/react-router';
import { memo, useEffect, useMemo, useState } from 'react';
import { env } from '@/lib/env.ts';
import type { Audience, CachedOffer } from '@/offline/schemas.ts';
import { categoryIdForKey } from '@/offline/search.ts';
import { rememberFirstImage } from '@/ui/first-image-hint.ts';
import { PageContainer } from '@/ui/PageContainer.tsx';
import { createNarrowingFilter } from '../narrowing-filter.ts';
import { offerVisual } from '../offer-visual.ts';
import { audienceOf, type OffersSearch } from '../offers-search.ts';
import { useCatalogue } from '../use-catalogue.ts';
import { LIST_PAGE_SIZE } from '../use-incremental-list.ts';
import { useOfferCategories } from '../use-offer-categories.ts';
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
  'contents [&>ul>li]:[contain-intrinsic-size:auto_24rem] [&>ul>li]:[content-visibility:auto]';

/** /offers: the whole cached catalogue, filtered by audience, category and search as you type. */
export function OffersPage({ search }: { search: OffersSearch }) {
  const navigate = useNavigate();
  const audience = audienceOf(search);
  const [query, setQuery] = useState('');
  // Filtered in the keystroke's own render, so the letter and its results paint in one frame:
  // a narrowing keystroke filters the previous result, and a new result mounts only its first screen.
  const [searchOffers] = useState(createNarrowingFilter);
  // The newest offers paint at once; the rest of a large catalogue follows.
  const view = useCatalogue({ firstPaint: LIST_PAGE_SIZE });
  const complete = view.status === 'ready' && view.complete;
  const categories = useOfferCategories();
  const categoryId = categoryIdForKey(categories, search.category ?? null);
  const category = categories.find((candidate) => candidate.id === categoryId) ?? null;
  const offers = view.status === 'ready' ? view.offers : NO_OFFERS;

  const {
    offers: matching,
    counts,
    key: searchKey,
  } = useMemo(() => searchOffers(offers, { audience, query }), [searchOffers, offers, audience, query]);
  const shown = useMemo(
    () =>
      categoryId === null ? matching : matching.filter((offer) => offer.category_ids.includes(categoryId)),
    [matching, categoryId],
  );
  const filtered = query.trim() !== '' || categoryId !== null || audience !== 'both';

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
    <PageContainer className="flex flex-col gap-6 sm:gap-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">Tilbud og fordeler</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {category ? category.name : 'Alle tilbud'}
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          Rabatter fra partnerne våre – for bedrifter, ansatte og privatpersoner. Logg inn for å se
          rabattkodene.
        </p>
      </header>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="w-full lg:max-w-md">
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
      />

      <section aria-labelledby="offers-result" className="flex flex-col gap-4">
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
                resetKey={`${audience}|${categoryId ?? ''}|${searchKey}`}
                label="Tilbud"
                headingLevel="h3"
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
