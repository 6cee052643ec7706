import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { refreshAccount } from '@/features/account/index.ts';
import { RegisterPage } from '@/features/auth/index.ts';

// redirectTo keeps links from offers (/register?redirectTo=/offer/{id}); whether it is safe is decided on use.
const RegisterSearch = z.object({ redirectTo: z.catch(z.optional(z.string()), undefined) });

export const Route = createFileRoute('/register')({
  validateSearch: RegisterSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirectTo } = Route.useSearch();
  return <RegisterPage redirectTo={redirectTo} onCompanyAttached={() => void refreshAccount()} />;
}
