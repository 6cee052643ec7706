import { createFileRoute } from '@tanstack/react-router';
import { OfferDetailPage } from '@/features/offer-detail/index.ts';

export const Route = createFileRoute('/offer/$id')({
  component: OfferRoute,
});

function OfferRoute() {
  const { id } = Route.useParams();
  // A new id is a new page: no state (carousel position, copied flags) carries over.
  return <OfferDetailPage key={id} id={id} />;
}
