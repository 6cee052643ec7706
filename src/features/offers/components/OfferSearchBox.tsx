import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { SNAPSHOT_LIVE_ATTRIBUTE } from '@/lib/screen-snapshot.ts';
import { Input } from '@/ui/Input.tsx';
import { Label } from '@/ui/Label.tsx';

export interface OfferSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Stays live in the screen snapshot: a repeat visit takes typing before the app has loaded. */
const LIVE_IN_SNAPSHOT = { [SNAPSHOT_LIVE_ATTRIBUTE]: '' };

/** The offer search: a labelled search field with a clear button. */
export function OfferSearchBox({ value, onChange }: OfferSearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Søk i tilbud</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={input}
          id={id}
          {...LIVE_IN_SNAPSHOT}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
          placeholder="Søk etter tilbud eller firma"
          className="h-12 rounded-full pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden"
        />
        {value !== '' ? (
          <button
            type="button"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            aria-label="Tøm søket"
            className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
