import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '@/features/auth/index.ts';

// The reset mail links here with ?code= (PKCE: supabase-js trades it for the session); older links bring token and type.
// Anything but text falls back to undefined. Checked by hand, not with zod: the first route's search is parsed
// before it paints.
function parsePasswordResetSearch(search: Record<string, unknown>): { token?: string; type?: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { token: text(search.token), type: text(search.type) };
}

export const Route = createFileRoute('/password-reset')({
  validateSearch: parsePasswordResetSearch,
  component: PasswordResetRoute,
});

function PasswordResetRoute() {
  const { token, type } = Route.useSearch();
  return <PasswordResetPage token={token} type={type} />;
}
