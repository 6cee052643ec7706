import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { cn } from '@/ui/cn.ts';

export interface OfferGalleryProps {
  images: readonly string[];
  /** Shown when there is no image: the offer's emoji or text placeholder. */
  fallback: string;
  title: string;
}

const frame = 'relative aspect-[16/10] w-full overflow-hidden rounded-3xl bg-secondary';
const SWIPE_PX = 40;

/** One image as it is; several as a carousel (buttons, arrow keys, swipe). */
export function OfferGallery({ images, fallback, title }: OfferGalleryProps) {
  const [first] = images;
  if (first === undefined) {
    return (
      <div className={cn(frame, 'flex items-center justify-center text-7xl')} aria-hidden="true">
        {fallback}
      </div>
    );
  }
  if (images.length === 1) {
    return (
      <div className={frame}>
        <img
          src={first}
          alt={title}
          width={1280}
          height={800}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
    );
  }
  return <Carousel images={images} title={title} />;
}

const arrowButton =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-card/90 text-foreground shadow-md backdrop-blur transition hover:bg-card focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

function Carousel({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Bilder av ${title}`}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-1"
    >
      <div
        className={frame}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        <div aria-live="polite" className="size-full">
          {images.map((src, position) => (
            <div
              key={src}
              role="group"
              aria-roledescription="slide"
              aria-label={`Bilde ${position + 1} av ${count}`}
              hidden={position !== index}
              className="size-full"
            >
              <img
                src={src}
                alt={`${title} – bilde ${position + 1}`}
                width={1280}
                height={800}
                loading={position === 0 ? 'eager' : 'lazy'}
                // The first picture is the page's largest paint.
                fetchPriority={position === 0 ? 'high' : 'auto'}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label="Forrige bilde"
          className={cn(arrowButton, 'left-3')}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Neste bilde"
          className={cn(arrowButton, 'right-3')}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div className="-my-2 flex justify-center gap-1">
        {images.map((src, position) => (
          <button
            key={src}
            type="button"
            onClick={() => setIndex(position)}
            aria-label={`Vis bilde ${position + 1} av ${count}`}
            aria-current={position === index ? 'true' : undefined}
            className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all',
                position === index
                  ? 'w-6 bg-foreground'
                  : 'w-2 bg-foreground/30 group-hover:bg-foreground/50',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
