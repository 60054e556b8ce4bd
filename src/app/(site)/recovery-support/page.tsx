import type { Metadata } from 'next'
import { RecoveryForm } from '@/forms/recovery/RecoveryForm.client'

// TEMPORARY: the coordinator deletes this route at merge; the seeded CMS page renders the form block.
export const metadata: Metadata = { title: 'Recovery Support Application' }

export default function RecoverySupportPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">Hurricane Recovery Support Application</h1>
      <p className="mt-4 text-slate-700">
        Schools affected by the hurricane can apply for fee waivers, deferred payment, virtual learning and fundraising support.
      </p>
      <div className="mt-8">
        <RecoveryForm />
      </div>
    </div>
  )
}
