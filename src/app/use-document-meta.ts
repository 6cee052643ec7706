import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { applyPageMeta, useBranding, usePageMetaOverrideFor } from '@/features/branding/index.ts';
import { routeMeta } from './route-meta.ts';

/**
 * Keeps the tab title, meta description and Open Graph tags on the open page:
 * the route's own (route-meta.ts), or the data-driven meta its page named,
 * with the brand's title after it. Runs again when the brand changes, after
 * startBranding has put the brand's bare title on the document.
 */
export function useDocumentMeta(): void {
  const branding = useBranding();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const routeId = useRouterState({ select: (state): string | undefined => state.matches.at(-1)?.routeId });
  const override = usePageMetaOverrideFor(pathname);
  const meta = override ?? routeMeta(routeId);
  useEffect(() => applyPageMeta(meta, branding), [meta, branding]);
}
