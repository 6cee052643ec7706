import { createFileRoute } from '@tanstack/react-router';
import { refreshAccount } from '@/features/account/index.ts';
import { RegisterPage, isSafeRedirectPath } from '@/features/auth/index.ts';

interface RegisterSearch {
  redirectTo?: string | undefined;
  type?: 'company' | 'private' | undefined;
}

// redirectTo keeps links from offers (/register?redirectTo=/offer/{id}) when it is a same-origin path;
// type=company opens the page on 'Bedrift' (the partner links). Anything else falls back to the default.
// Checked by hand, not with zod: the first route's search is parsed before it paints.
function parseRegisterSearch(search: Record<string, unknown>): RegisterSearch {
  const { redirectTo, type } = search;
  return {
    redirectTo:
      typeof redirectTo === 'string' && redirectTo.length <= 2048 && isSafeRedirectPath(redirectTo)
        ? redirectTo
        : undefined,
    type: type === 'company' || type === 'private' ? type : undefined,
  };
}

export const Route = createFileRoute('/register')({
  validateSearch: { parse: parseRegisterSearch },
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
