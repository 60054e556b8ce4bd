import type { ContentMessages } from '@/components/content/messages'

/** A plain GET form: it works the same with scripts off, and every search is a link. */
export function SearchForm({
  action,
  q,
  text,
}: {
  action: string
  q: string
  text: ContentMessages['search']
}) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="search-q" className="block text-sm font-medium text-slate-700">
          {text.label}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-800"
      >
        {text.button}
      </button>
    </form>
  )
}
