import type { Metadata } from 'next'
import { DemoRequestForm } from '@/forms/DemoRequestForm.client'

// TEMPORARY until the CMS page /demo (with its form block) is seeded; the coordinator removes it at merge.
export const metadata: Metadata = { title: 'Request a Demo' }

export default function DemoPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Request a Demo</h1>
      <p className="mt-3 text-slate-700">See the platform with your own school&apos;s workflows. Tell us a little about you.</p>
      <div className="mt-10">
        <DemoRequestForm />
      </div>
    </div>
  )
}
