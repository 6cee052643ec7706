import { cn } from '@/ui/cn.ts';
import { CONTACT_EMAIL, CONTACT_MAILTO } from '../marketing-contact.ts';

/** The surface the link sits on, which decides the colour that reads on it (AA). */
export type ContactEmailTone = 'page' | 'secondary' | 'inverse';

const tones: Record<ContactEmailTone, string> = {
  page: 'text-primary-text',
  secondary: 'text-secondary-foreground',
  inverse: 'text-background',
};

/** The founders' address as a mail link, written out so it can also be copied by hand. */
export function ContactEmailLink({ tone = 'page' }: { tone?: ContactEmailTone }) {
  return (
    <a
      href={CONTACT_MAILTO}
      className={cn(
        'rounded-sm font-semibold whitespace-nowrap underline underline-offset-4 hover:decoration-2',
        tones[tone],
      )}
    >
      {CONTACT_EMAIL}
    </a>
  );
}
