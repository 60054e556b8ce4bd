import type { Locale } from '@/lib/i18n/locales'

/** A localized text as the list keeps it: every language's words. */
export type InLanguages = Partial<Record<Locale, string | null>>

/** One published sub-processor as a notice keeps it (the `list` of `sub-processor-notices`). */
export type ListedSubProcessor = {
  id: number
  name: string
  purpose: InLanguages
  dataLocation: InLanguages
  since: string | null
  website: string | null
}

/** What changed between two published lists, by name. */
export type ListChanges = { added: string[]; removed: string[]; changed: string[] }

const byName = (a: string, b: string) => a.localeCompare(b, 'en')

// A translation filled in where there was none says nothing new: only words that were there and differ count.
const sameWords = (before: InLanguages = {}, after: InLanguages = {}) =>
  (Object.keys(before) as Locale[]).every(
    (language) => !before[language] || before[language] === (after[language] ?? ''),
  )

/**
 * What a data processing agreement's change notice tells: who joined the list, who left it, and
 * who now processes for another purpose, somewhere else, or under a new name (by id, so a rename
 * is a change, not a removal and an addition). A website or a start date corrected, or a missing
 * translation added, is not a change of who processes what where.
 */
export function diffSubProcessorLists(
  before: readonly ListedSubProcessor[],
  after: readonly ListedSubProcessor[],
): ListChanges {
  const previous = new Map(before.map((entry) => [entry.id, entry]))
  const current = new Map(after.map((entry) => [entry.id, entry]))
  const added = after.filter((entry) => !previous.has(entry.id)).map((entry) => entry.name)
  const removed = before.filter((entry) => !current.has(entry.id)).map((entry) => entry.name)
  const changed = after
    .filter((entry) => {
      const old = previous.get(entry.id)
      return (
        old &&
        (old.name !== entry.name ||
          !sameWords(old.purpose, entry.purpose) ||
          !sameWords(old.dataLocation, entry.dataLocation))
      )
    })
    .map((entry) => entry.name)
  return { added: added.sort(byName), removed: removed.sort(byName), changed: changed.sort(byName) }
}

export const hasChanges = ({ added, removed, changed }: ListChanges) =>
  added.length + removed.length + changed.length > 0

/** A stored notice's `list`, read back: whatever is not a listed sub-processor is left out. */
export function storedList(value: unknown): ListedSubProcessor[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is ListedSubProcessor =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as ListedSubProcessor).id === 'number' &&
      typeof (entry as ListedSubProcessor).name === 'string',
  )
}

/** A stored notice's names (`added`, `removed`, `changed`), read back. */
export const storedNames = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : []
