import { OPERATIONS, ROLE_MATRIX, ROLE_VIEWS, type MatrixRow, type MatrixSlug } from './roleMatrix'

export const ROLE_MATRIX_START =
  '<!-- role matrix: generated from src/lib/roleMatrix.ts; rewrite with `node --import tsx scripts/writeRoleMatrix.ts` -->'
export const ROLE_MATRIX_END = '<!-- end of role matrix -->'

const OTHERS: Record<NonNullable<MatrixRow['others']>, string> = {
  everything: 'everyone',
  published: 'everyone: published only',
  'public documents': 'everyone: published public ones',
  'public files': 'everyone: files of published public documents',
  'own account': 'each user: their own account',
}

function cell(row: MatrixRow, operation: (typeof OPERATIONS)[number]): string {
  const roles = row[operation] ?? []
  if (operation === 'read' && row.others === 'everything') return 'everyone'
  const granted = roles.length ? roles.join(', ') : '—'
  if (operation === 'export' && row.exportPath && roles.length)
    return `${granted} (\`${row.exportPath}\`)`
  if (
    row.others &&
    row.others !== 'everything' &&
    (operation === 'read' || (operation === 'update' && row.others === 'own account'))
  ) {
    return `${granted}; ${OTHERS[row.others]}`
  }
  return granted
}

/** The role matrix as docs/security.md shows it: a row per collection or global, then the CMS's own pages. */
export function roleMatrixMarkdown(): string {
  const header = [
    'Collection or global',
    'What',
    ...OPERATIONS.map((operation) => operation[0].toUpperCase() + operation.slice(1)),
  ]
  const rows = (Object.keys(ROLE_MATRIX) as MatrixSlug[]).map((slug) => {
    const row: MatrixRow = ROLE_MATRIX[slug]
    const name = row.kind === 'global' ? `\`${slug}\` (global)` : `\`${slug}\``
    return [name, row.what, ...OPERATIONS.map((operation) => cell(row, operation))]
  })
  const views = Object.entries(ROLE_VIEWS).map(([path, view]) => [
    `\`${path}\``,
    view.what,
    view.roles.join(', '),
  ])
  const table = (lines: string[][]) => lines.map((line) => `| ${line.join(' | ')} |`).join('\n')
  return [
    ROLE_MATRIX_START,
    table([header, header.map(() => '---'), ...rows]),
    '',
    table([['Page', 'What', 'Who opens it'], ['---', '---', '---'], ...views]),
    ROLE_MATRIX_END,
  ].join('\n')
}

/** A document with its role matrix section replaced by the current one. */
export function withRoleMatrix(document: string): string {
  const start = document.indexOf(ROLE_MATRIX_START)
  const end = document.indexOf(ROLE_MATRIX_END)
  if (start < 0 || end < start) throw new Error('docs/security.md has no role matrix markers.')
  return (
    document.slice(0, start) + roleMatrixMarkdown() + document.slice(end + ROLE_MATRIX_END.length)
  )
}
