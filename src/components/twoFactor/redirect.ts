/** A same-site path to continue to after the second step; anything else falls back. */
export function safeRedirect(value: unknown, fallback = '/cms'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return fallback
  return value
}
