import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { env } from '@/lib/env.ts';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '@/lib/image-files.ts';
import { Button } from '@/ui/Button.tsx';
import { FileButton } from '@/ui/FileButton.tsx';
import { cn } from '@/ui/cn.ts';
import { FieldError, TextField } from '@/ui/TextField.tsx';
import { uploadBrandingImage, type BrandingImageKind } from '../api/upload-branding-image.ts';
import { brandingAssetUrl } from '../resolve-branding.ts';

export interface BrandingImageFieldProps {
  /** The branding_config key, also the advanced URL field's name (form errors find it by name). */
  name: 'logo_url' | 'favicon_url' | 'og_image';
  kind: BrandingImageKind;
  label: string;
  /** What the picture is used for and the size to make it. */
  hint: string;
  /** The button while nothing is chosen ('Last opp logo') and after ('Bytt logo'). */
  uploadLabel: string;
  replaceLabel: string;
  /** The shape the thumbnail is drawn in, like where the picture is shown. */
  shape: 'wide' | 'square' | 'landscape';
  companyId: string;
  value: string;
  error?: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  /** True while a file is on its way: the card waits with saving until it is stored. */
  onUploadingChange: (uploading: boolean) => void;
}

const THUMBNAIL: Record<BrandingImageFieldProps['shape'], string> = {
  wide: 'h-16 w-40',
  square: 'size-16',
  landscape: 'h-20 w-[9.5rem]',
};

/** A stored value that is one of our uploads rather than a web address typed by hand. */
const isStoredPath = (value: string) => value.startsWith('/storage/v1/object/public/');

/**
 * One branding picture: a styled button over a visually hidden file input
 * (no browser 'Choose File'), a thumbnail, 'Fjern', and, folded away, the
 * web address it may be given instead. The picture uploads when chosen, so
 * the preview can show it before the card is saved.
 */
export function BrandingImageField(props: BrandingImageFieldProps) {
  const { name, kind, label, hint, uploadLabel, replaceLabel, shape, companyId, value, error, disabled } =
    props;
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-file-error`;
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [showUrl, setShowUrl] = useState(() => value !== '' && !isStoredPath(value));

  // The local copy shown while uploading is a blob URL: release it when done.
  useEffect(
    () => () => {
      if (pending) URL.revokeObjectURL(pending);
    },
    [pending],
  );
  // A URL error is shown next to the URL field, so it must be open to be read and focused.
  const urlOpen = showUrl || Boolean(error);

  async function onPick(file: File) {
    // Said before anything else happens: a file that is no image never reaches an <img>.
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setBroken(false);
    setPending(URL.createObjectURL(file));
    setProgress(0);
    props.onUploadingChange(true);
    setAnnouncement(`Laster opp ${label.toLowerCase()}...`);
    const result = await uploadBrandingImage(file, companyId, kind, setProgress);
    setProgress(null);
    setPending(null);
    props.onUploadingChange(false);
    if (result.ok) {
      props.onChange(result.value);
      setAnnouncement(`${label} lastet opp. Husk å lagre merkevaren.`);
    } else {
      setProblem(result.message);
      setAnnouncement('');
    }
  }

  function clear() {
    props.onChange('');
    setProblem(null);
    setBroken(false);
    setAnnouncement(`${label} fjernet. Husk å lagre merkevaren.`);
  }

  const shown = pending ?? brandingAssetUrl(value, env.supabaseUrl);
  const uploading = progress !== null;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border p-4">
      <legend className="px-1 text-sm font-medium">
        {label}
        <span className="font-normal text-muted-foreground"> (valgfritt)</span>
      </legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        {hint} PNG, JPG, GIF eller WebP, opptil 10 MB.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-border bg-muted',
            THUMBNAIL[shape],
          )}
        >
          {shown && !broken ? (
            <img
              src={shown}
              alt={`Valgt ${label.toLowerCase()}`}
              data-testid={`${name}-thumbnail`}
              onError={() => setBroken(true)}
              className="size-full object-contain"
            />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">
              {broken ? 'Kan ikke vise bildet' : 'Ikke valgt'}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <FileButton
            id={inputId}
            label={value || pending ? replaceLabel : uploadLabel}
            icon={<ImageUp aria-hidden="true" className="size-[1.1em]" />}
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={disabled || uploading}
            invalid={Boolean(problem)}
            describedBy={[hintId, problem ? errorId : null].filter(Boolean).join(' ')}
            showFileName={false}
            onFile={(file) => void onPick(file)}
          />
          {value && !uploading ? (
            <Button variant="ghost" className="text-destructive" disabled={disabled} onClick={clear}>
              <Trash2 aria-hidden="true" />
              Fjern<span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <div
          role="progressbar"
          aria-label={`Opplasting av ${label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress * 100}%` }} />
        </div>
      ) : null}
      <FieldError id={errorId} message={problem ?? undefined} />
      <details open={urlOpen} onToggle={(event) => setShowUrl(event.currentTarget.open)} className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center rounded-md text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
          Bruk en nettadresse i stedet
        </summary>
        <div className="pt-2">
          <TextField
            name={name}
            label={`Nettadresse til ${label.toLowerCase()}`}
            value={isStoredPath(value) ? '' : value}
            error={error}
            disabled={disabled || uploading}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            hint="For et bilde som allerede ligger på nettet. Opplasting er enklere."
            onChange={(event) => props.onChange(event.target.value)}
          />
        </div>
      </details>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
