import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** Content for screen readers only (a dialog title the design does not show, say). */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root {...props} />;
}
