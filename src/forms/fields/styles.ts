export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 disabled:bg-slate-100'

export const labelClass = 'block text-sm font-medium text-slate-800'

export const errorClass = 'mt-1 text-sm text-red-700'
