import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button.tsx';
import { toast } from '@/ui/Toaster.tsx';
import { sendMagicLink } from '../api/sign-in.ts';

export interface MagicLinkButtonProps {
  /** The address typed into the login form. */
  email: string;
  redirectTo?: string;
}

/** Sends a one-time sign-in link to the address in the form. */
export function MagicLinkButton({ email, redirectTo }: MagicLinkButtonProps) {
  const [sending, setSending] = useState(false);

  async function send() {
    if (email.trim() === '') {
      toast.error('E-post påkrevd', { description: 'Skriv inn e-postadressen din først.' });
      return;
    }
    setSending(true);
    const result = await sendMagicLink(email, redirectTo);
    setSending(false);
    if (result.ok) {
      toast.success('E-post sendt!', {
        description: 'Sjekk innboksen din og klikk på lenken for å logge inn.',
      });
    } else if (result.reason === 'offline') {
      toast.error('Ingen nettverkstilkobling', {
        description: 'Du må være på nett for å få tilsendt en innloggingslenke.',
      });
    } else {
      toast.error('Feil ved sending av e-post', { description: 'Prøv igjen om litt.' });
    }
  }

  return (
    <Button variant="outline" size="lg" className="w-full" disabled={sending} onClick={() => void send()}>
      <Mail aria-hidden="true" />
      {sending ? 'Sender...' : 'Send meg en innloggingslenke'}
    </Button>
  );
}
