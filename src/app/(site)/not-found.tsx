import Link from 'next/link'

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-brand-700">404</h1>
      <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
      <Link href="/" className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  )
}
