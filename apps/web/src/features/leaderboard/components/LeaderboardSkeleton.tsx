import { SkeletonCards } from '../../../components/ui/Skeleton';

/** Placeholders in the shape of the summary cards and the rows. */
export function LeaderboardSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6">
      <div aria-hidden="true" className="grid grid-cols-3 gap-2 sm:gap-3">
        <SkeletonCards count={3} className="h-[4.5rem]" label={label} />
      </div>
      <div className="space-y-3">
        <SkeletonCards count={5} className="h-20 lg:h-14" label={label} />
      </div>
    </div>
  );
}
