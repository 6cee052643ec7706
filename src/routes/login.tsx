import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/index.ts';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  component: LoginRoute,
});

/**
 * `redirectTo` kept when it is a plausible string (whether it is a safe
 * target is decided where it is used), dropped otherwise; never throws. The
 * key is always returned: the router merges this over the raw query. Checked
 * by hand, not with zod: the first route's search is parsed before it paints.
 */
function parseLoginSearch(search: Record<string, unknown>): { redirectTo?: string } {
  const { redirectTo } = search;
  const plausible = typeof redirectTo === 'string' && redirectTo.length >= 1 && redirectTo.length <= 2048;
  return { redirectTo: plausible ? redirectTo : undefined };
}

function LoginRoute() {
  const { redirectTo } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} />;
}
