import { Check, X } from 'lucide-react';
import { cn } from '@/ui/cn.ts';
import { passwordStrength } from '../register/password-strength.ts';

const BAR_COLOURS = { Svakt: 'bg-destructive', Middels: 'bg-amber-500', Sterkt: 'bg-emerald-600' } as const;

/**
 * The strength of the password being typed: the label is text (announced
 * politely as it changes), the bar only repeats it, and each of the five
 * checks says whether it passes in words, not colour alone.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  if (password === '') return null;
  const { score, label, checks } = passwordStrength(password);
  return (
    <div id={id} className="flex flex-col gap-2">
      <div aria-hidden="true" className="flex gap-1">
        {checks.map((check, index) => (
          <span
            key={check.id}
            className={cn('h-1.5 flex-1 rounded-full', index < score ? BAR_COLOURS[label] : 'bg-muted')}
          />
        ))}
      </div>
      <p role="status" aria-live="polite" className="text-sm font-medium">
        Passordstyrke: {label}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {checks.map((check) => (
          <li key={check.id} className="flex items-center gap-1.5">
            {check.passed ? (
              <Check aria-hidden="true" className="size-4 text-emerald-700" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
            {check.label}
            <span className="sr-only">{check.passed ? ' (oppfylt)' : ' (mangler)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
