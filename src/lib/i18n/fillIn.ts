/** A catalogue string with its `{name}` placeholders replaced: `fillIn('Page {page}', { page: 2 })`. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}
