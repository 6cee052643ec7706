import { env } from '@/lib/env.ts';
import { cn } from '@/ui/cn.ts';

function absolute(url: string): string {
  try {
    return new URL(url, env.supabaseUrl).toString();
  } catch {
    return url;
  }
}

/** An offer's card image in a management list (decorative: the title beside it names the offer). */
export function OfferThumbnail({ url, className }: { url: string; className?: string }) {
  return (
    <img
      src={absolute(url)}
      alt=""
      loading="lazy"
      className={cn('shrink-0 rounded-xl bg-muted object-cover', className)}
    />
  );
}
