'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { LeadDelivery } from '@/payload-types'
import { DESTINATION_LABELS } from '@/lib/leads/destinations'

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '')

function statusLine(delivery: LeadDelivery): string {
  if (delivery.status === 'delivered') return `Delivered ${when(delivery.deliveredAt)}`
  if (delivery.status === 'failed')
    return `Failed after ${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`
  if (!delivery.attempts) return 'Pending: first try under way'
  return `Pending: next try ${when(delivery.nextTryAt)} (${delivery.attempts} so far)`
}

/** The submission's deliveries to the sales tools, each with its state and "Deliver again". */
export function LeadDeliveries({ form }: { form?: string }) {
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const [deliveries, setDeliveries] = useState<LeadDelivery[] | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const base = `${serverURL ?? ''}${api}/lead-deliveries`

  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!form || id === undefined) return
    let current = true
    const query = new URLSearchParams({
      'where[form][equals]': form,
      'where[submissionId][equals]': String(id),
      depth: '0',
      sort: 'destination',
    })
    void fetch(`${base}?${query}`, { credentials: 'include' }).then(async (response) => {
      if (!current) return
      if (!response.ok) return setError(`Could not load the deliveries (HTTP ${response.status}).`)
      const { docs } = (await response.json()) as { docs: LeadDelivery[] }
      if (current) setDeliveries(docs)
    })
    return () => {
      current = false
    }
  }, [base, form, id, version])

  const deliverAgain = async (delivery: LeadDelivery) => {
    setBusy(delivery.id)
    setError('')
    const response = await fetch(`${base}/${delivery.id}/deliver-again`, {
      method: 'POST',
      credentials: 'include',
    })
    if (!response.ok) setError(`Could not start the delivery again (HTTP ${response.status}).`)
    setBusy(null)
    setVersion((previous) => previous + 1)
  }

  if (!form || id === undefined) return null
  return (
    <section
      className="lead-deliveries"
      aria-labelledby="lead-deliveries-heading"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h3 id="lead-deliveries-heading" style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        Sales tools
      </h3>
      {error && <p role="alert">{error}</p>}
      {deliveries?.length === 0 && (
        <p>Not sent to any sales tool (none was configured when it arrived).</p>
      )}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {deliveries?.map((delivery) => (
          <li
            key={delivery.id}
            data-destination={delivery.destination}
            style={{ marginBottom: 'calc(var(--base) / 2)' }}
          >
            <strong>{DESTINATION_LABELS[delivery.destination]}</strong>:{' '}
            <span>{statusLine(delivery)}</span>
            {delivery.lastError && delivery.status !== 'delivered' && (
              <p style={{ margin: '0.25rem 0' }}>Last error: {delivery.lastError}</p>
            )}
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              disabled={busy === delivery.id}
              onClick={() => void deliverAgain(delivery)}
              aria-label={`Deliver again to ${DESTINATION_LABELS[delivery.destination]}`}
            >
              Deliver again
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
