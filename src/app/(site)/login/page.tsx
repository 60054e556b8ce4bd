import type { Metadata } from 'next'
import { SchoolFinderBlock } from '@/blocks/SchoolFinder/Component'

// TEMPORARY: the coordinator replaces this route with the CMS page /login holding the block.
export const metadata: Metadata = { title: 'Login' }

export default function LoginPage() {
  return (
    <div className="py-8">
      <h1 className="mx-auto max-w-2xl px-4 pt-8 text-4xl font-bold tracking-tight text-slate-900 sm:px-6">Find your school</h1>
      <SchoolFinderBlock intro="Search for your school to go to its sign-in page." />
    </div>
  )
}
