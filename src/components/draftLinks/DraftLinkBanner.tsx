/** Above a draft opened through a draft link: the reviewer reads a draft, not the site. */
export function DraftLinkBanner({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
    >
      {text}
    </p>
  )
}
