import type { Metadata } from 'next'
import Link from 'next/link'
import { getSiteSettings } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return buildMetadata({ path: '/' }, { brandName: settings.brandName, description: settings.defaultDescription, keywords: settings.defaultKeywords })
}

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {settings.tagline || settings.brandName}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">{settings.defaultDescription}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/platform" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
              Explore the Platform
            </Link>
            <Link href="/demo" className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
              Request a Demo
            </Link>
          </div>
        </div>
      </section>
      {settings.figures?.length ? (
        <section aria-label="Our reach" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
            {settings.figures.map((figure) => (
              <div key={figure.id ?? figure.label} className="rounded-lg border border-slate-200 p-6 text-center">
                <dt className="text-sm text-slate-600">{figure.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  )
}
