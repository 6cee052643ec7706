import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PasswordResetPage } from '@/features/auth/index.ts';

// The reset mail links here with ?code= (PKCE: supabase-js trades it for the session); older links bring token and type.
const PasswordResetSearch = z.object({
  token: z.catch(z.optional(z.string()), undefined),
  type: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/password-reset')({
  validateSearch: PasswordResetSearch,
  component: PasswordResetRoute,
});

function PasswordResetRoute() {
  const { token, type } = Route.useSearch();
  return <PasswordResetPage token={token} type={type} />;
}
