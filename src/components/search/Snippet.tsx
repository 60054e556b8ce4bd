import { MATCH_END, MATCH_START } from '@/lib/search/searchIndex'

/** A result's snippet with the matched words in `<mark>`; React escapes every piece of text. */
export function Snippet({ text }: { text: string }) {
  const parts = text.split(MATCH_START)
  return (
    <p className="mt-1 text-sm text-slate-600">
      {parts.map((part, index) => {
        if (index === 0) return part
        const [match, rest = ''] = part.split(MATCH_END)
        return (
          <span key={index}>
            <mark className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{match}</mark>
            {rest}
          </span>
        )
      })}
    </p>
  )
}
