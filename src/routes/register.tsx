import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PlaceholderPage } from '@/ui/PlaceholderPage.tsx';

// redirectTo is carried now so links from offers (/register?redirectTo=/offer/{id}) keep their target.
const RegisterSearch = z.object({ redirectTo: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/register')({
  validateSearch: RegisterSearch,
  component: () => (
    <PlaceholderPage
      title="Registrer deg"
      lead="Opprett en konto som privatperson eller bedrift, og få tilgang til rabattkodene."
    />
  ),
});
