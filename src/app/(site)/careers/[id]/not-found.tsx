import Link from 'next/link'

/** SPEC §2: an unknown job id. */
export default function JobNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-slate-900">Job Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The position you&apos;re looking for doesn&apos;t exist or has been filled.</p>
      <Link href="/careers" className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Back to Careers
      </Link>
    </section>
  )
}
