import { createFileRoute } from '@tanstack/react-router';
import { OfferList } from '@/features/offers/index.ts';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Tilbud</h1>
      <OfferList />
    </>
  );
}
