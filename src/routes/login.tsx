import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginPage } from '@/features/auth/index.ts';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  component: LoginRoute,
});

const RedirectTo = z.string().check(z.minLength(1), z.maxLength(2048));

/**
 * `redirectTo` kept when it is a plausible string (whether it is a safe
 * target is decided where it is used), dropped otherwise; never throws. The
 * key is always returned: the router merges this over the raw query.
 */
function parseLoginSearch(search: Record<string, unknown>): { redirectTo?: string } {
  const parsed = RedirectTo.safeParse(search.redirectTo);
  return { redirectTo: parsed.success ? parsed.data : undefined };
}

function LoginRoute() {
  const { redirectTo } = Route.useSearch();
  return <LoginPage redirectTo={redirectTo} />;
}
