'use client'

import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { clsx } from 'clsx'

export type AccordionItem = { id: string; title: string; content: ReactNode }
export type AccordionGroup = { id: string; heading: string; items: AccordionItem[] }

/**
 * Single-open accordion: opening an item closes the other; an open item closes again
 * on a second press. Each header is a button in a heading, its panel a labelled region.
 */
export function Accordion({ groups }: { groups: AccordionGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()
  return (
    <div className="mt-10 space-y-12">
      {groups.map((group) => (
        <div key={group.id}>
          <h2 className="text-2xl font-bold text-slate-900">{group.heading}</h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {group.items.map((item) => {
              const open = openId === item.id
              const buttonId = `${baseId}-${item.id}-button`
              const panelId = `${baseId}-${item.id}-panel`
              return (
                <li key={item.id}>
                  <h3>
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : item.id)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
                    >
                      {item.title}
                      <ChevronDown
                        aria-hidden="true"
                        className={clsx(
                          'h-5 w-5 shrink-0 transition-transform',
                          open && 'rotate-180',
                        )}
                      />
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!open}
                    className="px-5 pb-5 text-slate-700"
                  >
                    {item.content}
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
