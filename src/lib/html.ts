const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Makes any text safe to place inside HTML text or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char])
}

/** Escapes, then keeps the sender's line breaks. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>')
}

export type EmailRow = {
  label: string
  value: string | number | boolean | string[] | null | undefined
}

function formatValue(value: EmailRow['value']): string {
  if (value === null || value === undefined || value === '') return '<em>(not given)</em>'
  if (Array.isArray(value))
    return value.length ? value.map(escapeHtml).join(', ') : '<em>(none)</em>'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return escapeMultiline(String(value))
}

/**
 * A plain notification email: a heading, then one labelled line per value. Every label and
 * value is escaped, so nothing a visitor types can add markup or links to staff inboxes.
 */
export function buildEmailHtml({
  heading,
  rows,
  intro,
}: {
  heading: string
  rows: EmailRow[]
  intro?: string
}): string {
  const items = rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(row.label)}</th>` +
        `<td style="padding:4px 0">${formatValue(row.value)}</td></tr>`,
    )
    .join('')
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    intro ? `<p>${escapeMultiline(intro)}</p>` : '',
    `<table role="presentation" cellspacing="0" cellpadding="0">${items}</table>`,
    '</div>',
  ].join('')
}

/** Email subjects are one line: a visitor's line breaks must not start new headers. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}
