import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

// The reset mail links here with token and type (recovery expected).
const PasswordResetSearch = z.object({
  token: z.catch(z.optional(z.string()), undefined),
  type: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/password-reset')({
  validateSearch: PasswordResetSearch,
  component: () => (
    <PlaceholderPage title="Tilbakestill passord" lead="Velg et nytt passord for kontoen din." />
  ),
});
