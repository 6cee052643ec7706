import { PageContainer } from '@/ui/PageContainer.tsx';
import { Skeleton } from '@/ui/Skeleton.tsx';

/** While the home page's code loads: its shape, so nothing jumps when it arrives. */
export function HomeLoading() {
  return (
    <PageContainer className="flex flex-col gap-4 py-4 sm:py-8">
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </PageContainer>
  );
}
