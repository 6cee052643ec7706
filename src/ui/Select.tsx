import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

// Radix does the listbox (keyboard, typeahead, focus, aria); this file gives
// it the design system's look. shadcn's shape: Select, SelectTrigger,
// SelectValue, SelectContent, SelectItem.
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'inline-flex h-11 min-w-0 cursor-pointer items-center justify-between gap-2 rounded-full border border-input bg-card px-4 text-left text-[0.95rem] font-medium text-foreground',
        'transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-55 data-[placeholder]:text-muted-foreground [&>span]:min-w-0 [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={6}
        className={cn(
          // Above the menu sheet (z-50), so the selector works inside it too.
          'relative z-[70] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] max-w-[calc(100vw-2rem)] overflow-hidden',
          'rounded-2xl border border-border bg-popover text-popover-foreground shadow-xl data-[state=open]:animate-[fade-in_120ms_ease-out]',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl py-2 pr-9 pl-3 text-[0.95rem] outline-none select-none',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-55 data-[highlighted]:bg-muted data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-3 inline-flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-primary-text" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}
