import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudienceToggle } from '../../src/features/offers/components/AudienceToggle.tsx';
import {
  CatalogueFailed,
  CatalogueLoading,
  NoOffersFound,
} from '../../src/features/offers/components/CatalogueStates.tsx';
import { CategoryChips } from '../../src/features/offers/components/CategoryChips.tsx';
import { OfferGrid } from '../../src/features/offers/components/OfferGrid.tsx';
import { OfferSearchBox } from '../../src/features/offers/components/OfferSearchBox.tsx';
import { LoginPrompt } from '../../src/features/offer-detail/components/LoginPrompt.tsx';
import { OfferGallery } from '../../src/features/offer-detail/components/OfferGallery.tsx';
import { Badge, type BadgeVariant } from '../../src/ui/Badge.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../src/ui/Button.tsx';
import { CategoryRow } from '../../src/ui/CategoryRow.tsx';
import { conflictingClasses } from '../../src/ui/class-conflicts.ts';
import { cn, replaceable, TEXT_SIZE } from '../../src/ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../src/ui/Dialog.tsx';
import { Footer } from '../../src/ui/Footer.tsx';
import { Navbar } from '../../src/ui/Navbar.tsx';
import { OutboxIndicator } from '../../src/ui/OutboxIndicator.tsx';
import { PageContainer } from '../../src/ui/PageContainer.tsx';
import { Skeleton } from '../../src/ui/Skeleton.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { cachedOffer } from './offline/support/cached-offer.ts';

// cn() joins classes without tailwind-merge (9 kB gzip off the first paint), so
// no element may carry two classes that set the same property: the
// stylesheet's order, not the caller, would decide which one wins.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The cards build image URLs from the configuration, which unit tests do not have.
vi.mock('../../src/lib/env.ts', () => ({
  env: {
    supabaseUrl: 'http://localhost',
    supabaseAnonKey: 'key',
    appDomain: 'ordning.no',
    platformDomains: [],
  },
}));

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function render(content: ReactNode) {
  const rootRoute = createRootRoute({ component: () => content });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
    await router.load();
  });
}

/** Every element on the page whose classes conflict, as "tag: overridden classes". */
function conflicts(): string[] {
  return [...document.body.querySelectorAll('[class]')].flatMap((element) => {
    const overridden = conflictingClasses(element.getAttribute('class') ?? '');
    return overridden.length > 0 ? [`<${element.tagName.toLowerCase()}>: ${overridden.join(' ')}`] : [];
  });
}

const variants: ButtonVariant[] = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'link',
  'destructive',
  'inverse',
];
const sizes: ButtonSize[] = ['sm', 'md', 'lg', 'icon'];
const badges: BadgeVariant[] = [
  'primary',
  'secondary',
  'outline',
  'success',
  'warning',
  'muted',
  'destructive',
];

describe('replaceable utilities', () => {
  const defaults = [
    ['max-w-7xl', /^max-w-/],
    ['text-xl', TEXT_SIZE],
  ] as const;

  it('keeps a default the caller does not replace, and adds the caller classes', () => {
    expect(replaceable(defaults, undefined)).toBe('max-w-7xl text-xl');
    expect(replaceable(defaults, 'flex gap-2')).toBe('max-w-7xl text-xl flex gap-2');
  });

  it('drops a default the caller replaces, but not for a colour or another breakpoint', () => {
    expect(replaceable(defaults, 'max-w-md text-lg')).toBe('max-w-md text-lg');
    expect(replaceable(defaults, 'text-destructive')).toBe('max-w-7xl text-xl text-destructive');
    expect(replaceable(defaults, 'lg:max-w-md')).toBe('max-w-7xl text-xl lg:max-w-md');
  });

  it('joins without merging', () => {
    expect(cn('px-2', false, null, ['py-1', { hidden: true, flex: false }])).toBe('px-2 py-1 hidden');
    expect(conflictingClasses('rounded-xl rounded-full')).toEqual(['rounded-xl']);
    expect(conflictingClasses('py-8 pt-4 text-lg text-destructive')).toEqual([]);
  });
});

describe('no conflicting classes', () => {
  it('in every button variant and size, with or without caller classes', async () => {
    await render(
      <>
        {variants.flatMap((variant) =>
          sizes.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size} className="mt-1 w-full">
              Knapp
            </Button>
          )),
        )}
      </>,
    );
    expect(conflicts()).toEqual([]);
  });

  it("in the design system's parts as their callers use them", async () => {
    await render(
      <>
        {badges.map((variant) => (
          <Badge key={variant} variant={variant}>
            Merke
          </Badge>
        ))}
        <Badge variant="success" className="shadow-sm ring-1 ring-success/20">
          Aktiv
        </Badge>
        <Badge variant="secondary" className="px-3 py-1 text-sm font-medium">
          Gründer
        </Badge>
        {[
          '',
          'h-11 w-32 rounded-full',
          'aspect-[16/10] rounded-none',
          'h-12 rounded-2xl',
          'w-full rounded-3xl',
        ].map((className) => (
          <Skeleton key={className} className={className} />
        ))}
        {[
          undefined,
          'flex flex-col gap-6 sm:gap-8',
          'flex flex-col gap-16 pt-4 sm:gap-24 sm:pt-8',
          'flex max-w-md flex-col gap-6 sm:py-14',
          'flex max-w-3xl flex-col gap-6 sm:py-14',
        ].map((className) => (
          <PageContainer key={className ?? 'default'} className={className} />
        ))}
        <Spinner />
        <Spinner className="size-4" />
        <Dialog open>
          <DialogContent side="right" className="gap-0">
            <DialogTitle className="px-1 pt-1.5 text-lg">Meny</DialogTitle>
            <DialogDescription className="sr-only">Sider</DialogDescription>
          </DialogContent>
        </Dialog>
        <OutboxIndicator
          waiting={1}
          refused={[{ id: 'lead', label: 'Forespørsel om firmabil', reason: 'Ugyldig' }]}
          offline={false}
          onSendNow={() => undefined}
          onDismiss={() => undefined}
        />
      </>,
    );
    expect(document.body.querySelector('[role="dialog"]')).not.toBeNull();
    expect(conflicts()).toEqual([]);
  });

  it.each(['loading', 'signed_in', 'signed_out'] as const)('in the bar and footer (%s)', async (status) => {
    const brand = { name: 'Ordning', logoUrl: '/logo.svg', showName: true };
    await render(
      <>
        <Navbar brand={brand} session={{ status, roles: ['company'] }} categories={null} />
        <CategoryRow categories={null} />
        <CategoryRow categories={[{ key: 'sport', name: 'Sport', illustration: '/categories/sport.svg' }]} />
        <Footer brand={brand} />
      </>,
    );
    expect(conflicts()).toEqual([]);
  });

  it('on the catalogue pages', async () => {
    const offers = [
      cachedOffer({ id: 'a', image: '/a.webp' }),
      cachedOffer({ id: 'b', offer_active: false }),
    ];
    await render(
      <>
        <OfferSearchBox value="kaffe" onChange={() => undefined} />
        <AudienceToggle value="business" onChange={() => undefined} />
        <CategoryChips
          categories={[{ id: '1', key: 'sport', name: 'Sport', display_order: 0 }]}
          counts={new Map([['1', 2]])}
          total={2}
          selectedKey="sport"
          audience={undefined}
        />
        <OfferGrid offers={offers} resetKey="" label="Tilbud" />
        <CatalogueLoading />
        <CatalogueFailed failure="timeout" />
        <NoOffersFound filtered onReset={() => undefined} />
        <LoginPrompt offerId="a" />
        <OfferGallery images={['/a.webp', '/b.webp']} fallback="" title="Tilbud" />
        <OfferGallery images={[]} fallback="🎁" title="Tilbud" />
      </>,
    );
    expect(document.body.querySelectorAll('article')).toHaveLength(2);
    expect(conflicts()).toEqual([]);
  });
});
