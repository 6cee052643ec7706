import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { refreshAccount } from '@/features/account/index.ts';
import { RegisterPage, isSafeRedirectPath } from '@/features/auth/index.ts';

// redirectTo keeps links from offers (/register?redirectTo=/offer/{id}) when it is a same-origin path;
// type=company opens the page on 'Bedrift' (the partner links). Anything else falls back to the default.
const RegisterSearch = z.object({
  redirectTo: z.catch(
    z.optional(z.string().check(z.maxLength(2048), z.refine(isSafeRedirectPath))),
    undefined,
  ),
  type: z.catch(z.optional(z.enum(['company', 'private'])), undefined),
});

export const Route = createFileRoute('/register')({
  validateSearch: RegisterSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirectTo, type } = Route.useSearch();
  return (
    <RegisterPage
      // A partner link followed from the page itself starts the form over on its choice.
      key={type ?? 'private'}
      redirectTo={redirectTo}
      userType={type === 'company' ? 'company' : 'individual'}
      onCompanyAttached={() => void refreshAccount()}
    />
  );
}
