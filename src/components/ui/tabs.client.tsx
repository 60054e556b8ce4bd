'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { clsx } from 'clsx'

export type TabDefinition = { id: string; label: string; panel: ReactNode }

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them); only the
 * selected tab is in the Tab order; the panel is focusable so keyboard users reach its content.
 */
export function Tabs({ tabs, label }: { tabs: TabDefinition[]; label: string }) {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    select(moves[event.key])
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-slate-200"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            id={`${baseId}-${tab.id}-tab`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={clsx(
              '-mb-px border-b-2 px-4 py-3 font-semibold',
              index === selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={`${baseId}-${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          tabIndex={0}
          hidden={index !== selected}
          className="pt-10"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
