'use client'

import Image from 'next/image'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { School } from '@/lib/schools'
import { clsx } from 'clsx'
import { filterSchools, schoolUrl } from './filterSchools'
import { useLocale } from '@/components/i18n/useLocale'
import { finderText } from './messages'

// `loading` is the first load (the box, disabled), `retrying` a Try Again from the failure.
type Status = 'loading' | 'ready' | 'failed' | 'retrying'

/** The list from our server (its cache, or the listing when nothing good is cached); null on failure. */
async function loadSchools(): Promise<School[] | null> {
  try {
    const response = await fetch('/api/schools', { cache: 'no-store' })
    if (!response.ok) return null
    const body: unknown = await response.json()
    const clients = (body as { clients?: unknown }).clients
    return Array.isArray(clients) ? (clients as School[]) : null
  } catch {
    return null
  }
}

/**
 * The finder: an ARIA 1.2 combobox with a listbox of suggestions. Choosing a
 * school opens its own site in a new tab. The list is fetched here in the browser, so the page
 * around it can be served from the page cache and never freezes in a listing that was down.
 */
export function SchoolFinder() {
  const words = finderText(useLocale())
  const [schools, setSchools] = useState<School[]>([])
  const [status, setStatus] = useState<Status>('loading')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const container = useRef<HTMLDivElement>(null)
  const id = useId()
  const listboxId = `${id}-schools`
  const hintId = `${id}-hint`
  const optionId = (index: number) => `${id}-school-${index}`

  const search = filterSchools(schools, query)
  const suggestions = search.state === 'matches' ? search.schools : []
  const expanded = open && suggestions.length > 0

  // Suggestions close on a click or tap anywhere outside the finder.
  useEffect(() => {
    if (!expanded) return
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [expanded])

  // The first load; a result that arrives after the finder is gone is dropped.
  useEffect(() => {
    let mounted = true
    void loadSchools().then((list) => {
      if (!mounted) return
      if (list) setSchools(list)
      setStatus(list ? 'ready' : 'failed')
    })
    return () => {
      mounted = false
    }
  }, [])

  async function retry() {
    setStatus('retrying')
    const list = await loadSchools()
    if (list) setSchools(list)
    setStatus(list ? 'ready' : 'failed')
  }

  function choose(school: School) {
    setQuery(school.name)
    setOpen(false)
    setActive(-1)
    window.open(schoolUrl(school), '_blank', 'noopener,noreferrer')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (!expanded) {
        setOpen(true)
        setActive(step === 1 ? 0 : count - 1)
      } else {
        setActive((current) =>
          current === -1 && step === -1 ? count - 1 : (current + step + count) % count,
        )
      }
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && suggestions[active]) {
        event.preventDefault()
        choose(suggestions[active])
      }
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) setOpen(false)
      else setQuery('')
      setActive(-1)
    }
  }

  if (status === 'failed' || status === 'retrying') {
    return (
      <div>
        {status === 'retrying' ? (
          <p role="status" className="text-sm text-slate-600">
            {words.loading}
          </p>
        ) : (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{words.loadFailed}</p>
          </div>
        )}
        <button
          type="button"
          onClick={retry}
          disabled={status === 'retrying'}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {words.tryAgain}
        </button>
      </div>
    )
  }

  const loading = status === 'loading'
  const hint = loading
    ? words.loading
    : search.state === 'tooShort'
      ? words.keepTyping
      : search.state === 'noMatches'
        ? words.noMatches
        : expanded
          ? words.matchesFound(suggestions.length)
          : ''

  // While the list loads, the box is shown disabled with the loading line in the hint's place,
  // so nothing moves when the list arrives.
  return (
    <div ref={container} className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-800">
        {words.label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hintId}
        placeholder={words.placeholder}
        disabled={loading}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        className="mt-2 block w-full rounded-md border border-slate-300 px-4 py-3 text-base shadow-sm focus:border-brand-600 disabled:bg-slate-50"
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={words.suggestions}
        hidden={!expanded}
        className="absolute z-10 mt-1 max-h-96 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((school, index) => (
          <li
            key={school.client_key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box, so the click does not first close the list by blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(school)}
            onMouseMove={() => setActive(index)}
            className={clsx(
              'flex cursor-pointer items-center gap-3 px-4 py-2',
              index === active ? 'bg-brand-50' : 'bg-white',
            )}
          >
            {school.logo_url ? (
              <Image
                src={school.logo_url}
                alt=""
                width={28}
                height={28}
                unoptimized
                className="size-7 rounded object-contain"
              />
            ) : (
              <span aria-hidden="true" className="size-7 rounded bg-slate-100" />
            )}
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{school.name}</span>
              <span className="text-sm text-slate-600">{school.institution_type}</span>
            </span>
            <span className="sr-only">{words.opensInNewTab}</span>
          </li>
        ))}
      </ul>
      <p
        id={hintId}
        role="status"
        aria-live="polite"
        className="mt-3 min-h-5 text-sm text-slate-600"
      >
        <span className={expanded ? 'sr-only' : undefined}>{hint}</span>
      </p>
    </div>
  )
}
