import { ExternalLink } from 'lucide-react';
import { Button, type ButtonVariant } from '@/ui/Button.tsx';
import { PADEL_SIGN_UP_PATH } from '../padel-event.ts';

export interface PadelSignUpLinkProps {
  /** After the championship the same page is still worth a look, but no longer a sign-up. */
  finished: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/** Opens the sign-up offer in a new tab, so the event page stays open behind it. */
export function PadelSignUpLink({ finished, variant = 'primary', className }: PadelSignUpLinkProps) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <a href={PADEL_SIGN_UP_PATH} target="_blank" rel="noopener noreferrer">
        {finished ? 'Se påmeldingssiden' : 'Meld på laget'}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (åpnes i ny fane)</span>
      </a>
    </Button>
  );
}
