import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The four badge looks the specification names for statuses (shadcn's variants). */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline'

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-brand-700 text-white',
  secondary: 'border-transparent bg-slate-200 text-slate-900',
  destructive: 'border-transparent bg-red-700 text-white',
  outline: 'border-slate-400 text-slate-900',
}

export function Badge({
  variant = 'default',
  className,
  children,
}: {
  variant?: BadgeVariant
  className?: string
  children: ReactNode
}) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
    >
      {children}
    </span>
  )
}
