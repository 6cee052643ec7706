import { htmlToText } from '@/lib/html-text.ts';
import { resolveStorageUrl } from '@/lib/supabase.ts';
import type { OfferListItem } from '../api/list-offers.ts';

export function OfferCard({ offer }: { offer: OfferListItem }) {
  const image = resolveStorageUrl(offer.images?.[0] ?? offer.image);
  const isUrl = image !== null && /^(https?:)?\//.test(offer.images?.[0] ?? offer.image ?? '');
  const categories = offer.offer_categories.flatMap((link) => (link.categories ? [link.categories] : []));
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      {isUrl ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          width={480}
          height={300}
          className="aspect-[8/5] w-full object-cover"
        />
      ) : (
        <div
          className="flex aspect-[8/5] items-center justify-center bg-secondary text-5xl"
          aria-hidden="true"
        >
          {offer.image || '🎁'}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight">{offer.title}</h2>
          {offer.offer_active ? (
            <span
              className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground"
              aria-label="Aktivt"
            >
              ✓
            </span>
          ) : (
            <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs text-orange-900">
              Kommer snart
            </span>
          )}
        </div>
        {offer.company ? <p className="text-sm text-muted-foreground">{offer.company}</p> : null}
        <p className="line-clamp-2 text-sm">{htmlToText(offer.description)}</p>
        <ul className="mt-auto flex flex-wrap gap-1" aria-label="Kategorier">
          {categories.map((category) => (
            <li key={category.id} className="rounded-full bg-secondary px-2 py-0.5 text-xs">
              {category.name}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
