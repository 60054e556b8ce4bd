'use client'

import { useState, type FormEvent } from 'react'

type FoundRecord = {
  collection: string
  /** The collection's own name for one record, from the server. */
  label: string
  id: number
  versionOf?: number
  createdAt: string
  data: Record<string, unknown>
}

/** Find every record holding an address, export them as one JSON file, or erase them. */
export function PrivacyTool({ apiRoute }: { apiRoute: string }) {
  const [email, setEmail] = useState('')
  const [searched, setSearched] = useState('')
  const [records, setRecords] = useState<FoundRecord[] | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const base = `${apiRoute}/privacy-audits`
  const query = (address: string) => new URLSearchParams({ email: address }).toString()

  const find = async (address: string) => {
    const response = await fetch(`${base}/records?${query(address)}`, { credentials: 'include' })
    const body = (await response.json()) as { records?: FoundRecord[]; error?: string }
    if (!response.ok) {
      setMessage(body.error ?? `Search failed (HTTP ${response.status}).`)
      return
    }
    setRecords(body.records ?? [])
    setSearched(address)
  }

  const search = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setMessage('')
    await find(email.trim())
    setBusy(false)
  }

  const erase = async () => {
    if (!window.confirm(`Erase every record of ${searched}? This cannot be undone.`)) return
    setBusy(true)
    const response = await fetch(`${base}/erase`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: searched }),
    })
    const body = (await response.json()) as { counts?: Record<string, number>; error?: string }
    if (response.ok) {
      const summary = Object.entries(body.counts ?? {})
        .map(([what, n]) => `${n} ${what}`)
        .join(', ')
      setMessage(
        `Erased: ${summary || 'nothing was left to erase'}. The erasure is recorded in Privacy requests.`,
      )
      await find(searched)
    } else {
      setMessage(body.error ?? `Erasure failed (HTTP ${response.status}).`)
    }
    setBusy(false)
  }

  return (
    <div style={{ maxWidth: '60rem' }}>
      <form
        onSubmit={search}
        style={{
          display: 'flex',
          gap: 'calc(var(--base) / 2)',
          alignItems: 'end',
          marginBottom: 'var(--base)',
        }}
      >
        <label style={{ display: 'grid', gap: '0.25rem', flex: 1 }}>
          Email address of the person asking
          <input
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="field-type"
            style={{ padding: '0.5rem' }}
          />
        </label>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          disabled={busy}
          style={{ margin: 0 }}
        >
          Find records
        </button>
      </form>
      {message && <p role="status">{message}</p>}
      {records && (
        <section aria-label="Records found">
          <h2>
            {records.length} {records.length === 1 ? 'record' : 'records'} holding {searched}
          </h2>
          {records.length > 0 && (
            <>
              <table
                style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 'var(--base)' }}
              >
                <thead>
                  <tr>
                    <th align="left">Kind</th>
                    <th align="left">Record</th>
                    <th align="left">Stored</th>
                  </tr>
                </thead>
                <tbody>
                  {records.map((record) => (
                    <tr key={`${record.collection}-${record.versionOf ?? ''}-${record.id}`}>
                      <td>{record.label}</td>
                      <td>
                        {record.versionOf === undefined
                          ? `#${record.id}`
                          : `version of #${record.versionOf}`}
                      </td>
                      <td>{new Date(record.createdAt).toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)' }}>
                <a
                  className="btn btn--style-secondary btn--size-medium"
                  href={`${base}/export?${query(searched)}`}
                  download="personal-data.json"
                  style={{ margin: 0 }}
                >
                  Export as JSON
                </a>
                <button
                  type="button"
                  className="btn btn--style-primary btn--size-medium"
                  disabled={busy}
                  onClick={() => void erase()}
                  style={{ margin: 0 }}
                >
                  Erase all
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  )
}
