'use client'

import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'
import { isShareableCollection, VALID_FOR_DAYS } from '@/lib/draftLinks/rules'
import { isLocale, LOCALE_INFO } from '@/lib/i18n/locales'
import type { DraftLink } from '@/payload-types'

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '')

const languageOf = (code: string) => (isLocale(code) ? LOCALE_INFO[code].name : code)

function stateOf(link: DraftLink): string {
  if (link.revokedAt) return `revoked ${when(link.revokedAt)}`
  if (link.expiresAt && new Date(link.expiresAt) <= new Date())
    return `expired ${when(link.expiresAt)}`
  return `expires ${when(link.expiresAt)}`
}

/**
 * "Share draft" in the sidebar: a link to this document's latest saved draft, in the language
 * being edited, for someone without an account. The full link is shown once, right after it is
 * made (only its hash is stored); every link of the document is listed and can be revoked.
 */
export function ShareDraft() {
  const { id, collectionSlug } = useDocumentInfo()
  const { code: locale } = useLocale()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const daysId = useId()
  const linkId = useId()
  const base = `${serverURL ?? ''}${api}/draft-links`
  const [links, setLinks] = useState<DraftLink[] | null>(null)
  const [days, setDays] = useState(String(VALID_FOR_DAYS.default))
  const [created, setCreated] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [version, setVersion] = useState(0)

  const shareable = id !== undefined && id !== null && isShareableCollection(collectionSlug)

  useEffect(() => {
    if (!shareable) return
    let current = true
    const query = new URLSearchParams({
      'where[sharedCollection][equals]': String(collectionSlug),
      'where[documentId][equals]': String(id),
      depth: '0',
      sort: '-createdAt',
      limit: '100',
    })
    void fetch(`${base}?${query}`, { credentials: 'include' }).then(async (response) => {
      if (!current) return
      if (!response.ok) return setError(`Could not load the draft links (HTTP ${response.status}).`)
      const { docs } = (await response.json()) as { docs: DraftLink[] }
      if (current) setLinks(docs)
    })
    return () => {
      current = false
    }
  }, [base, collectionSlug, id, shareable, version])

  if (!shareable) return null

  const share = async () => {
    setBusy(true)
    setError('')
    setCopied(false)
    const response = await fetch(base, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sharedCollection: collectionSlug,
        documentId: Number(id),
        locale,
        validForDays: Number(days),
      }),
    })
    const body = (await response.json().catch(() => null)) as {
      doc?: { url?: string }
      errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
    } | null
    if (response.ok && body?.doc?.url) setCreated(body.doc.url)
    else {
      const detail = body?.errors?.[0]?.data?.errors?.[0]?.message ?? body?.errors?.[0]?.message
      setError(detail ?? `Could not make the link (HTTP ${response.status}).`)
    }
    setBusy(false)
    setVersion((previous) => previous + 1)
  }

  const revoke = async (link: DraftLink) => {
    setBusy(true)
    setError('')
    const response = await fetch(`${base}/${link.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ revokedAt: new Date().toISOString() }),
    })
    if (!response.ok) setError(`Could not revoke the link (HTTP ${response.status}).`)
    setBusy(false)
    setVersion((previous) => previous + 1)
  }

  const copy = async () => {
    if (!created) return
    await navigator.clipboard.writeText(created)
    setCopied(true)
  }

  return (
    <section
      className="share-draft"
      aria-labelledby="share-draft-heading"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h3 id="share-draft-heading" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Share draft
      </h3>
      <p style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        A link to the latest saved draft in {languageOf(locale)}, for someone without an account.
      </p>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'end', flexWrap: 'wrap' }}>
        <label htmlFor={daysId} style={{ display: 'flex', flexDirection: 'column' }}>
          Valid for (days)
          <input
            id={daysId}
            type="number"
            min={VALID_FOR_DAYS.min}
            max={VALID_FOR_DAYS.max}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            style={{ width: '5rem' }}
          />
        </label>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          disabled={busy}
          onClick={() => void share()}
          style={{ margin: 0 }}
        >
          Share draft
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {created && (
        <div role="status" style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <label htmlFor={linkId}>New link (shown only now: copy it)</label>
          <input
            id={linkId}
            readOnly
            value={created}
            style={{ width: '100%' }}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            onClick={() => void copy()}
          >
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </div>
      )}
      {links && links.length > 0 && (
        <ul
          aria-label="Draft links"
          style={{ listStyle: 'none', padding: 0, margin: 'calc(var(--base) / 2) 0 0' }}
        >
          {links.map((link) => (
            <li
              key={link.id}
              data-draft-link={link.id}
              style={{ marginBottom: 'calc(var(--base) / 2)' }}
            >
              <span>
                {languageOf(link.locale)}, made by {link.createdByName ?? 'someone'}{' '}
                {when(link.createdAt)}, {stateOf(link)}
              </span>
              {!link.revokedAt && (
                <button
                  type="button"
                  className="btn btn--style-secondary btn--size-small"
                  disabled={busy}
                  onClick={() => void revoke(link)}
                  aria-label={`Revoke the ${languageOf(link.locale)} link made ${when(link.createdAt)}`}
                  style={{ margin: '0 0 0 0.5rem' }}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
