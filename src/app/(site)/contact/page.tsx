import type { Metadata } from 'next'
import { ContactForm } from '@/forms/ContactForm.client'

// TEMPORARY until the CMS page /contact (with its form block) is seeded; the coordinator removes it at merge.
export const metadata: Metadata = { title: 'Contact Us' }

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Contact Us</h1>
      <p className="mt-3 text-slate-700">Questions about the platform, pricing or support? Send us a message.</p>
      <div className="mt-10">
        <ContactForm />
      </div>
    </div>
  )
}
