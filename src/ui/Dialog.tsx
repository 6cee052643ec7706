import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { TEXT_SIZE, cn, replaceable, type Replaceable } from './cn.ts';

// Radix handles focus trapping, Escape, scroll locking and aria wiring; this
// file only gives it the design system's look, plus a side sheet variant.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** `panel`: a whole-screen sheet on phones, a tall panel at the right from 640 px (long forms). */
export type DialogSide = 'center' | 'right' | 'bottom' | 'panel';

const panels: Record<DialogSide, string> = {
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-3xl p-6 ' +
    'data-[state=open]:animate-[dialog-in_180ms_ease-out]',
  right:
    'inset-y-0 right-0 flex h-dvh w-[min(22rem,100%)] flex-col overflow-y-auto rounded-l-3xl p-5 ' +
    'data-[state=open]:animate-[sheet-in-right_220ms_cubic-bezier(0.2,0.8,0.2,1)]',
  bottom:
    'inset-x-0 bottom-0 max-h-[90dvh] overflow-y-auto rounded-t-3xl p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] ' +
    'data-[state=open]:animate-[sheet-in-bottom_220ms_cubic-bezier(0.2,0.8,0.2,1)]',
  panel:
    'inset-0 flex h-dvh w-full flex-col overflow-y-auto overscroll-contain pt-[env(safe-area-inset-top)] ' +
    'sm:left-auto sm:w-[min(48rem,100%)] sm:rounded-l-3xl ' +
    'data-[state=open]:animate-[sheet-in-right_220ms_cubic-bezier(0.2,0.8,0.2,1)]',
};

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: DialogSide;
  /** The close button's accessible name. */
  closeLabel?: string;
  hideClose?: boolean;
}

export function DialogContent({
  side = 'center',
  closeLabel = 'Lukk',
  hideClose = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_180ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 border border-border bg-popover text-popover-foreground shadow-2xl outline-none',
          panels[side],
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

const TITLE_SIZE: readonly Replaceable[] = [['text-xl', TEXT_SIZE]];

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn(replaceable(TITLE_SIZE, className), 'leading-tight font-semibold tracking-tight')}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
