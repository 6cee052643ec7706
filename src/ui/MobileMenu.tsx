import { useRouterState } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';
import type { MobileMenuContentProps } from './MobileMenuSheet.tsx';

// The sheet (and Radix's dialog machinery with it) loads on first open, so
// the first paint does not carry it. It is precached, so this works offline.
const loadSheet = () => import('./MobileMenuSheet.tsx');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

export interface MobileMenuProps extends MobileMenuContentProps {
  className?: string;
}

/** The collapsed navigation (under 1200 px): the Meny button and its sheet. */
export function MobileMenu({ className, ...content }: MobileMenuProps) {
  // The menu is open for the page it was opened on: any navigation (a link
  // in it, or Back) closes it without an effect.
  const href = useRouterState({ select: (state) => state.location.href });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === href;
  // Forget a page left with the menu open, so coming back to it does not reopen the menu.
  if (openOn !== null && !open) setOpenOn(null);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="icon"
        className={cn(className)}
        aria-label="Meny"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpenOn(href);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={(next) => setOpenOn(next ? href : null)}
            returnFocusTo={trigger}
            {...content}
          />
        </Suspense>
      ) : null}
    </>
  );
}
