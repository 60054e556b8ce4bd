'use client'

import { Download } from 'lucide-react'

/** "Download PDF": the browser's print dialog, where the visitor can save the page as a PDF. */
export function PrintButton({ label = 'Download PDF' }: { label?: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50 print:hidden"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  )
}
