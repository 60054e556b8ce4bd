/** Six skeleton cards while a page of posts loads. */
export const SKELETON_CARDS = 6

/** `label` names the loading state for screen readers, in the page's language. */
export function BlogListSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div
          key={index}
          data-testid="post-skeleton"
          className="animate-pulse overflow-hidden rounded-lg border border-slate-200"
        >
          <div className="aspect-[16/9] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-24 rounded bg-slate-200" />
            <div className="h-5 w-full rounded bg-slate-200" />
            <div className="h-4 w-32 rounded bg-slate-200" />
            <div className="h-4 w-5/6 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
