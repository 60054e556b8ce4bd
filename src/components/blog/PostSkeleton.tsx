import { contentMessages } from '@/components/content/messages'

/** The post page while its content loads. */
export function PostSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={contentMessages().blog.loadingPost}
      className="mx-auto max-w-3xl animate-pulse px-4 py-16 sm:px-6"
    >
      <div className="h-4 w-32 rounded bg-slate-200" />
      <div className="mt-8 flex gap-2">
        <div className="h-5 w-16 rounded-full bg-slate-200" />
        <div className="h-5 w-20 rounded-full bg-slate-200" />
      </div>
      <div className="mt-4 h-9 w-5/6 rounded bg-slate-200" />
      <div className="mt-6 flex items-center gap-3">
        <div className="size-10 rounded-full bg-slate-200" />
        <div className="h-4 w-48 rounded bg-slate-200" />
      </div>
      <div className="mt-8 aspect-[16/9] rounded-lg bg-slate-200" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-4 rounded bg-slate-200" />
        ))}
      </div>
    </div>
  )
}
