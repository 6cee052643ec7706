import { EyeOff } from 'lucide-react';
import { Badge } from '@/ui/Badge.tsx';
import { OFFER_STATUS_BADGES, OFFER_STATUS_LABELS, offerStatuses } from '../offer-vocabulary.ts';

/** An offer's status badges in the shared vocabulary (Aktiv or Snart, and Skjult). */
export function OfferStatusBadges({ active, hidden }: { active: boolean; hidden: boolean }) {
  return (
    <>
      {offerStatuses({ active, hidden }).map((status) => (
        <Badge key={status} variant={OFFER_STATUS_BADGES[status]}>
          {status === 'hidden' ? <EyeOff aria-hidden="true" /> : null}
          {OFFER_STATUS_LABELS[status]}
        </Badge>
      ))}
    </>
  );
}
