import { Download, LogOut, RefreshCw, Search } from 'lucide-react'
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from '@/components/site/deferred/toast'
import type { RecoveryApplication, User } from '@/payload-types'
import { APPLICATION_STATUSES } from '@/lib/forms/recoveryOptions'
import type { ReviewList } from '@/data/review/list'
import type { StatusFilter } from '@/lib/review/query'
import { ApiError, fetchApplications, listQuery, type ListParams } from './api'
import { ApplicationCard } from './ApplicationCard'
import { DetailsDialog } from './DetailsDialog'
import { StatusCounts } from './StatusCounts'
import { StatusDialog } from './StatusDialog'
import { buttonStyles, inputStyles } from './styles'
import { showing, TEXT } from './messages/en'

type Props = { user: User; onSignOut: () => void; onSessionLost: () => void }

/** The signed-in review page: filter, search, counts, the list, paging and the two dialogs. */
export function ApplicationsBoard({ user, onSignOut, onSessionLost }: Props) {
  const id = useId()
  const [params, setParams] = useState<ListParams>({ status: 'all', q: '', page: 1 })
  const [searchInput, setSearchInput] = useState('')
  const [reloads, setReloads] = useState(0)
  // The list with the request it answers: loading until the current request has an answer.
  const [loaded, setLoaded] = useState<{ key: string; list: ReviewList | null }>({
    key: '',
    list: null,
  })
  const requestKey = `${listQuery(params)}#${reloads}`
  const loading = loaded.key !== requestKey
  const list = loaded.list
  const [details, setDetails] = useState<RecoveryApplication | null>(null)
  const [updating, setUpdating] = useState<RecoveryApplication | null>(null)

  const reload = useCallback(() => setReloads((count) => count + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    fetchApplications(params, controller.signal)
      .then((result) => setLoaded({ key: requestKey, list: result }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setLoaded((previous) => ({ key: requestKey, list: previous.list }))
        if (error instanceof ApiError && error.status === 401) return onSessionLost()
        toast.error(TEXT.error, { description: TEXT.loadFailed })
      })
    return () => controller.abort()
  }, [params, requestKey, onSessionLost])

  const search = (event: FormEvent) => {
    event.preventDefault()
    setParams((current) => ({ ...current, q: searchInput.trim(), page: 1 }))
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{TEXT.title}</h1>
        <div className="flex gap-2">
          <button type="button" onClick={reload} className={buttonStyles.outline}>
            <RefreshCw className="size-4" aria-hidden="true" /> Refresh
          </button>
          <button type="button" onClick={onSignOut} className={buttonStyles.outline}>
            <LogOut className="size-4" aria-hidden="true" /> Logout
          </button>
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-800">
            Filter by Status
          </label>
          <select
            id={`${id}-status`}
            value={params.status}
            onChange={(event) =>
              setParams((current) => ({
                ...current,
                status: event.target.value as StatusFilter,
                page: 1,
              }))
            }
            className={`${inputStyles} w-56`}
          >
            <option value="all">All Applications</option>
            {APPLICATION_STATUSES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <form role="search" onSubmit={search} className="flex items-end gap-2">
          <div>
            <label
              htmlFor={`${id}-search`}
              className="mb-1 block text-sm font-medium text-slate-800"
            >
              Search by school name or case ID
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              maxLength={100}
              className={`${inputStyles} w-72`}
            />
          </div>
          <button type="submit" className={buttonStyles.outline}>
            <Search className="size-4" aria-hidden="true" /> Search
          </button>
        </form>
        <a
          href={`/api/review/applications.csv?${listQuery(params)}`}
          download
          className={`${buttonStyles.outline} ml-auto`}
        >
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>

      <StatusCounts counts={list?.counts ?? null} />

      <div aria-live="polite" className="mt-4 text-sm text-slate-700">
        {loading ? (
          <p role="status">{TEXT.loading}</p>
        ) : list ? (
          <p>{showing(list.matching, list.total)}</p>
        ) : null}
      </div>

      {!loading && list ? (
        <>
          {list.docs.length ? (
            <ul className="mt-4 space-y-4">
              {list.docs.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    onView={setDetails}
                    onUpdate={setUpdating}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 text-center text-slate-600">No applications match.</p>
          )}
          {list.totalPages > 1 ? (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-4">
              <button
                type="button"
                disabled={list.page <= 1}
                onClick={() => setParams((current) => ({ ...current, page: current.page - 1 }))}
                className={buttonStyles.outline}
              >
                Previous
              </button>
              <span className="text-sm text-slate-700">
                Page {list.page} of {list.totalPages}
              </span>
              <button
                type="button"
                disabled={list.page >= list.totalPages}
                onClick={() => setParams((current) => ({ ...current, page: current.page + 1 }))}
                className={buttonStyles.outline}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : null}

      <DetailsDialog application={details} onClose={() => setDetails(null)} />
      <StatusDialog
        application={updating}
        defaultReviewer={user.name}
        onClose={() => setUpdating(null)}
        onSaved={reload}
        onSessionLost={onSessionLost}
      />
    </div>
  )
}
