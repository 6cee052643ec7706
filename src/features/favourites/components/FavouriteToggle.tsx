import { Bookmark } from 'lucide-react';
import { cn } from '@/ui/cn.ts';
import { toast } from '@/ui/Toaster.tsx';
import { toggleFavourite } from '../favourites-sync.ts';
import { useFavourites } from '../use-favourites.ts';

export interface FavouriteToggleProps {
  userId: string;
  offerId: string;
  /** The offer's title: an icon-only toggle (on a card) is named after it. */
  title: string;
  /** 'icon' on cards and rows, 'button' (icon and 'Lagre') on the offer page. */
  variant?: 'icon' | 'button';
  className?: string;
}

/**
 * 'Lagre': saves the offer for the signed-in person (on the device at once,
 * on the server when online). A toggle button (aria-pressed) whose name stays
 * the same in both states, at least 44 px square.
 */
export function FavouriteToggle({
  userId,
  offerId,
  title,
  variant = 'icon',
  className,
}: FavouriteToggleProps) {
  const favourites = useFavourites(userId);
  const saved = favourites?.some((favourite) => favourite.offer_id === offerId) ?? false;
  const onClick = (event: React.MouseEvent) => {
    // On a card the whole card is a link: saving must not open the offer.
    event.preventDefault();
    event.stopPropagation();
    toggleFavourite(userId, offerId, !saved).catch((error: unknown) => {
      console.warn('Could not save the offer', error);
      toast.error('Kunne ikke lagre tilbudet', { description: 'Prøv igjen om litt.' });
    });
  };
  const icon = (
    <Bookmark aria-hidden="true" className={cn('size-5', saved && 'fill-current')} strokeWidth={2} />
  );
  if (variant === 'button') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        disabled={favourites === null}
        onClick={onClick}
        data-testid="favourite-toggle"
        className={cn(
          'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-border bg-card px-4 font-semibold text-foreground transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary-text',
          className,
        )}
      >
        {icon}
        Lagre
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Lagre ${title}`}
      disabled={favourites === null}
      onClick={onClick}
      data-testid="favourite-toggle"
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-card/90 text-foreground shadow-sm backdrop-blur transition-colors hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:text-primary-text',
        className,
      )}
    >
      {icon}
    </button>
  );
}
