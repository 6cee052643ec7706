import type { FieldErrors } from '@/ui/form-errors.ts';
import type { BrandingFormInput } from '../branding-form-schema.ts';
import { BrandingImageField, type BrandingImageFieldProps } from './BrandingImageField.tsx';

type ImageKey = 'logo_url' | 'favicon_url' | 'og_image';

type ImageText = Pick<
  BrandingImageFieldProps,
  'kind' | 'label' | 'hint' | 'uploadLabel' | 'replaceLabel' | 'shape'
>;

/** The three pictures in the words of the people who set them, with what each is for and its size. */
const IMAGES: Record<ImageKey, ImageText> = {
  logo_url: {
    kind: 'logo',
    label: 'Logo',
    hint: 'Vises øverst på sidene i stedet for bedriftsnavnet. Bruk helst PNG med gjennomsiktig bakgrunn, minst 400 × 100 piksler.',
    uploadLabel: 'Last opp logo',
    replaceLabel: 'Bytt logo',
    shape: 'wide',
  },
  favicon_url: {
    kind: 'icon',
    label: 'App-ikon',
    hint: 'Vises i nettleserfanen og på hjemskjermen når appen installeres. Bruk et kvadratisk bilde, helst 512 × 512 piksler.',
    uploadLabel: 'Last opp app-ikon',
    replaceLabel: 'Bytt app-ikon',
    shape: 'square',
  },
  og_image: {
    kind: 'share',
    label: 'Bilde for lenkedeling',
    hint: 'Vises når noen deler en lenke til siden i for eksempel Teams, Slack eller Facebook. Anbefalt 1200 × 630 piksler.',
    uploadLabel: 'Last opp bilde',
    replaceLabel: 'Bytt bilde',
    shape: 'landscape',
  },
};

export interface BrandingImagesProps {
  companyId: string;
  values: BrandingFormInput;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (name: ImageKey, value: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** The branding card's logo, app icon and link-sharing picture. PNG, JPG, GIF or WebP up to 10 MB each. */
export function BrandingImages({
  companyId,
  values,
  errors,
  disabled,
  onChange,
  onUploadingChange,
}: BrandingImagesProps) {
  return (
    <div className="flex flex-col gap-4">
      {(Object.keys(IMAGES) as ImageKey[]).map((name) => (
        <BrandingImageField
          key={name}
          {...IMAGES[name]}
          name={name}
          companyId={companyId}
          value={values[name]}
          error={errors[name]}
          disabled={disabled}
          onChange={(value) => onChange(name, value)}
          onUploadingChange={onUploadingChange}
        />
      ))}
    </div>
  );
}
