import type { Metadata } from 'next'
import { QuoteRequestForm } from '@/forms/QuoteRequestForm.client'

// TEMPORARY until the CMS page /quote (with its form block) is seeded; the coordinator removes it at merge.
export const metadata: Metadata = { title: 'Get a Custom Quote' }

export default function QuotePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Get a Custom Quote</h1>
      <p className="mt-3 text-slate-700">Tell us about your organization and the features you need.</p>
      <div className="mt-10">
        <QuoteRequestForm />
      </div>
    </div>
  )
}
