import { usePathname } from 'next/navigation'

/**
 * Where a form posts before its code runs: the page it is on (HTML wants a non-empty `action`),
 * which draws the form again with the server action's answer.
 */
export const usePermalink = (): string => usePathname()
