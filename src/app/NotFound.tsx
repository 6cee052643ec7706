import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage } from '@/ui/NotFoundPage.tsx';

/** The 404 page for any unknown path; the path is logged (spec), so broken links show up. */
export function NotFound() {
  const path = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    console.warn(`404: no page at ${path}`);
  }, [path]);
  return <NotFoundPage path={path} />;
}
