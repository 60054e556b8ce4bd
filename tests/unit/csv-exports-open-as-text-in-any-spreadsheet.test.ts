import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '@/lib/csv'

// What visitors type into a form, and what a campaign link carries in its utm_* values.
const HOSTILE = [
  'Ministry;=HYPERLINK("http://evil.test","x")',
  '=SUM(A1:A9)',
  '+1 784 555 0142',
  '@cmd',
  '-2+3',
  'North, =1+1',
  'a;\t=1+1',
  'one\n=2+2',
  'two\r\n@SUM(1)',
  'tab\t-3',
  'semi; +4',
  '"quoted";=5',
]

const FORMULA_START = /^[=+\-@\t\r]/
const SEPARATORS = [',', ';', '\t'] as const

/** The file as a spreadsheet reads it: split on `delimiter`, honouring the quoting or not. */
const cellsOf = (file: string, delimiter: string, honoursQuotes: boolean): string[] =>
  (
    parse(file, {
      delimiter,
      quote: honoursQuotes ? '"' : false,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][]
  ).flat()

describe('CSV cells', () => {
  it('quote separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, "b"')).toBe('"a, ""b"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('fee-waiver; lms')).toBe('"fee-waiver; lms"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('defuse text a spreadsheet would run as a formula, numbers aside', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)")
    expect(csvCell('+1 784 555 0142')).toBe("'+1 784 555 0142")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('Dana - reviewer')).toBe('Dana - reviewer')
  })

  for (const delimiter of SEPARATORS) {
    for (const honoursQuotes of [true, false]) {
      it(`leave no cell starting with a formula character, split on ${JSON.stringify(delimiter)} ${honoursQuotes ? 'with' : 'without'} its quoting`, () => {
        const file =
          csvLine(['id', 'answer']) +
          HOSTILE.map((value, index) => csvLine([index, value])).join('')
        const cells = cellsOf(file, delimiter, honoursQuotes)
        expect(cells.length).toBeGreaterThan(HOSTILE.length)
        // A spreadsheet that ignores the quoting keeps the quote characters in the cell.
        const starts = cells.map((cell) => cell.replace(/^["\s]+/, ''))
        expect(starts.filter((cell) => FORMULA_START.test(cell))).toEqual([])
      })
    }
  }

  it('keep every answer whole for a spreadsheet that honours the quoting', () => {
    const file = HOSTILE.map((value) => csvLine([value])).join('')
    const read = (parse(file, { delimiter: ',' }) as string[][]).map(([cell]) =>
      cell.replace(/'(?=[=+\-@\t\r])/g, ''),
    )
    expect(read).toEqual(HOSTILE)
  })
})
