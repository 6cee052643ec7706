import { useId } from 'react';
import { Badge } from '@/ui/Badge.tsx';
import { Card, CardContent } from '@/ui/Card.tsx';
import type { MarketingImage } from '../marketing-images.ts';
import { MarketingPicture } from './MarketingPicture.tsx';

export interface Founder {
  name: string;
  role: string;
  bio: string;
  expertise: readonly string[];
  portrait: MarketingImage;
}

/** A founder: drawn portrait, name, role, a few lines, and what they know best as tags. */
export function FounderCard({ founder }: { founder: Founder }) {
  const expertiseId = useId();
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-5">
        <div className="flex items-center gap-4">
          {/* The name beside it says who this is; the drawing adds nothing a screen reader needs. */}
          <MarketingPicture
            image={founder.portrait}
            alt=""
            sizes="96px"
            className="size-24 shrink-0 rounded-full border border-border"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="text-xl font-semibold tracking-tight">{founder.name}</h3>
            <p className="font-medium text-primary-text">{founder.role}</p>
          </div>
        </div>
        <p className="text-pretty text-muted-foreground">{founder.bio}</p>
        <div className="mt-auto flex flex-col gap-2">
          <p id={expertiseId} className="text-sm font-semibold">
            Ekspertise
          </p>
          <ul aria-labelledby={expertiseId} className="flex flex-wrap gap-2">
            {founder.expertise.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" className="px-3 py-1 text-sm font-medium">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
