import { exitPreviewRoute } from '@/lib/livePreview/routes'

/** Above a page in draft mode (staff only): what they see is not what visitors get. */
export function DraftNotice({ path }: { path: string }) {
  return (
    <p
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
    >
      Draft preview: visitors see the published version.{' '}
      <a href={exitPreviewRoute(path)} className="underline">
        Leave preview
      </a>
    </p>
  )
}
