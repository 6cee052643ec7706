import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { plural } from '@/lib/plural.ts';
import { Button } from '@/ui/Button.tsx';
import { FileButton } from '@/ui/FileButton.tsx';
import { FieldError } from '@/ui/TextField.tsx';
import { toast } from '@/ui/toast.ts';
import { ACCEPTED_IMAGE_TYPES, imageLimitError, moveItem } from '../image-rules.ts';
import { newImageItem, releasePreviews, type ImageItem, type UploadProgress } from '../image-items.ts';
import { OFFER_MESSAGES, type EditorMode, type OfferContext } from '../offer-messages.ts';

export interface ImageFieldProps {
  context: OfferContext;
  mode: EditorMode;
  items: readonly ImageItem[];
  onChange: (items: ImageItem[]) => void;
  progress: UploadProgress;
  disabled: boolean;
}

const IMAGES = { one: 'bilde', other: 'bilder' };

/** What the file button shows: the one new file's name, or how many are chosen. */
function chosenFiles(items: readonly ImageItem[]): string | null {
  const picked = items.flatMap((item) => (item.kind === 'new' ? [item.file.name] : []));
  if (picked.length === 0) return null;
  return picked.length === 1 ? (picked[0] ?? null) : `${plural(picked.length, IMAGES)} valgt`;
}

function itemName(item: ImageItem, index: number): string {
  return item.kind === 'new' ? item.file.name : `Bilde ${index + 1}`;
}

/**
 * The offer's images: pick files (the admin forms allow 4 in all), reorder by
 * dragging or with the arrow buttons (the first is the card image), remove,
 * and a progress bar per file while the save uploads them.
 */
export function ImageField({ context, mode, items, onChange, progress, disabled }: ImageFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);

  function onPick(files: File[]) {
    const limit = imageLimitError(context, mode, items.length, files.length);
    if (limit) {
      setError(limit.description);
      toast.error(limit.title, { description: limit.description });
      return;
    }
    setError(undefined);
    onChange([...items, ...files.map(newImageItem)]);
    setAnnouncement(`${plural(files.length, IMAGES)} lagt til.`);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(
      `${itemName(items[from] as ImageItem, from)} flyttet til plass ${to + 1} av ${items.length}.`,
    );
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    releasePreviews([item]);
    onChange(items.filter((_, position) => position !== index));
    setError(undefined);
    setAnnouncement(`${itemName(item, index)} fjernet.`);
  }

  function onDrop(event: DragEvent<HTMLLIElement>, index: number) {
    event.preventDefault();
    if (dragged.current !== null && dragged.current !== index) move(dragged.current, index);
    dragged.current = null;
  }

  const uploading = items.filter(
    (item) => typeof progress[item.key] === 'number' && progress[item.key] !== 1,
  );

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
    >
      <legend className="mb-2 text-sm font-medium">
        Bilder <span className="font-normal text-muted-foreground"> (valgfritt)</span>
      </legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {OFFER_MESSAGES.imageHint}. Det første bildet vises på kortet.
      </p>
      {items.length > 0 ? (
        <ol className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3" aria-label="Valgte bilder">
          {items.map((item, index) => {
            const state = progress[item.key];
            const name = itemName(item, index);
            return (
              <li
                key={item.key}
                draggable={!disabled}
                onDragStart={() => (dragged.current = index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, index)}
                className="flex min-w-0 flex-col gap-1.5 rounded-2xl border border-border bg-card p-2"
              >
                <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
                  <img
                    src={item.kind === 'new' ? item.previewUrl : item.url}
                    alt={index === 0 ? `${name} (kortbilde)` : name}
                    className="size-full cursor-grab object-cover"
                  />
                  {index === 0 ? (
                    <span className="absolute top-1 left-1 rounded-full bg-card/90 px-2 py-0.5 text-xs font-semibold">
                      Kortbilde
                    </span>
                  ) : null}
                </div>
                {typeof state === 'number' ? (
                  <div
                    role="progressbar"
                    aria-label={`Opplasting av ${name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(state * 100)}
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className="h-full bg-primary transition-[width]"
                      style={{ width: `${state * 100}%` }}
                    />
                  </div>
                ) : state === 'failed' ? (
                  <p className="text-xs font-medium text-destructive">Opplasting feilet</p>
                ) : null}
                <div className="flex items-center justify-between gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    aria-label={`Flytt ${name} fram`}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2"
                    aria-label={`Flytt ${name} bakover`}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowRight aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="px-2 text-destructive"
                    aria-label={`Fjern ${name}`}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FileButton
        name="images"
        label="Velg bilde"
        icon={<ImagePlus aria-hidden="true" className="size-[1.1em]" />}
        accept={ACCEPTED_IMAGE_TYPES}
        multiple
        disabled={disabled}
        describedBy={hintId}
        fileName={chosenFiles(items)}
        onFiles={onPick}
      />
      <FieldError id={errorId} message={error} />
      <p aria-live="polite" className="sr-only">
        {uploading.length > 0 ? `Laster opp ${plural(uploading.length, IMAGES)}...` : announcement}
      </p>
    </fieldset>
  );
}
