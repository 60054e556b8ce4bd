import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

/** What a seeded trust document's PDF says: a cover, then numbered sections of paragraphs or bullets. */
export type PdfContent = {
  brand: string
  title: string
  /** Under the title on the cover, e.g. "For ministries of education and public-sector buyers". */
  subtitle: string
  /** Printed as is: "Version 3.2", "Versión 3.2". */
  versionLine: string
  /** Printed as is: the issue date in the document's language. */
  dateLine: string
  /** "Public" or "Confidential: shared under NDA", in the document's language. */
  classification: string
  /** "Page {page} of {total}" in the document's language. */
  pageOf: (page: number, total: number) => string
  sections: { heading: string; paragraphs?: string[]; bullets?: string[] }[]
}

// A4 in points, with margins wide enough for a printer.
const WIDTH = 595.28
const HEIGHT = 841.89
const MARGIN = 64
const TEXT_WIDTH = WIDTH - 2 * MARGIN
const BODY_SIZE = 10.5
const LINE = BODY_SIZE * 1.5
const BRAND = rgb(0.102, 0.31, 0.69)
const INK = rgb(0.12, 0.16, 0.22)
const MUTED = rgb(0.39, 0.45, 0.53)

/** Words laid out in lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/**
 * A trust document as a PDF, made from its text alone (the repository holds no binary files):
 * a cover page, then the sections on as many pages as they take, each page with a running head
 * and a footer. The file's dates are the issue date, so the same text always makes the same bytes.
 */
export async function makeTrustPdf(content: PdfContent, issuedOn: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  pdf.setTitle(content.title)
  pdf.setAuthor(content.brand)
  pdf.setSubject(content.subtitle)
  pdf.setProducer(content.brand)
  pdf.setCreator(content.brand)
  pdf.setCreationDate(issuedOn)
  pdf.setModificationDate(issuedOn)

  // The cover.
  const cover = pdf.addPage([WIDTH, HEIGHT])
  cover.drawRectangle({ x: 0, y: HEIGHT - 12, width: WIDTH, height: 12, color: BRAND })
  cover.drawText(content.brand.toUpperCase(), {
    x: MARGIN,
    y: HEIGHT - 110,
    size: 12,
    font: bold,
    color: BRAND,
  })
  let y = HEIGHT - 260
  for (const line of wrap(content.title, bold, 30, TEXT_WIDTH)) {
    cover.drawText(line, { x: MARGIN, y, size: 30, font: bold, color: INK })
    y -= 38
  }
  y -= 6
  for (const line of wrap(content.subtitle, regular, 14, TEXT_WIDTH)) {
    cover.drawText(line, { x: MARGIN, y, size: 14, font: regular, color: MUTED })
    y -= 20
  }
  cover.drawLine({
    start: { x: MARGIN, y: 200 },
    end: { x: WIDTH - MARGIN, y: 200 },
    thickness: 0.75,
    color: MUTED,
  })
  cover.drawText(content.versionLine, { x: MARGIN, y: 175, size: 11, font: bold, color: INK })
  cover.drawText(content.dateLine, { x: MARGIN, y: 158, size: 11, font: regular, color: INK })
  cover.drawText(content.classification, {
    x: MARGIN,
    y: 141,
    size: 11,
    font: regular,
    color: MUTED,
  })

  // The sections, page after page.
  const pages: PDFPage[] = []
  let page = cover
  const newPage = () => {
    page = pdf.addPage([WIDTH, HEIGHT])
    pages.push(page)
    page.drawText(`${content.brand} · ${content.title}`, {
      x: MARGIN,
      y: HEIGHT - 40,
      size: 8.5,
      font: regular,
      color: MUTED,
    })
    page.drawLine({
      start: { x: MARGIN, y: HEIGHT - 48 },
      end: { x: WIDTH - MARGIN, y: HEIGHT - 48 },
      thickness: 0.5,
      color: MUTED,
    })
    y = HEIGHT - 84
  }
  const room = (needed: number) => {
    if (y - needed < MARGIN + 24) newPage()
  }
  newPage()
  content.sections.forEach((section, index) => {
    room(LINE * 4)
    page.drawText(`${index + 1}. ${section.heading}`, {
      x: MARGIN,
      y,
      size: 13,
      font: bold,
      color: BRAND,
    })
    y -= LINE * 1.4
    for (const paragraph of section.paragraphs ?? []) {
      for (const line of wrap(paragraph, regular, BODY_SIZE, TEXT_WIDTH)) {
        room(LINE)
        page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: regular, color: INK })
        y -= LINE
      }
      y -= LINE * 0.5
    }
    for (const bullet of section.bullets ?? []) {
      wrap(bullet, regular, BODY_SIZE, TEXT_WIDTH - 14).forEach((line, lineIndex) => {
        room(LINE)
        if (lineIndex === 0)
          page.drawText('•', { x: MARGIN + 2, y, size: BODY_SIZE, font: regular, color: BRAND })
        page.drawText(line, { x: MARGIN + 14, y, size: BODY_SIZE, font: regular, color: INK })
        y -= LINE
      })
    }
    y -= LINE * 0.8
  })

  // Footers, now that the number of pages is known (the cover is page 1).
  const total = pages.length + 1
  pages.forEach((each, index) => {
    const footer = `${content.versionLine} · ${content.dateLine} · ${content.pageOf(index + 2, total)}`
    each.drawText(footer, { x: MARGIN, y: 36, size: 8.5, font: regular, color: MUTED })
    each.drawText(content.classification, {
      x: WIDTH - MARGIN - regular.widthOfTextAtSize(content.classification, 8.5),
      y: 36,
      size: 8.5,
      font: regular,
      color: MUTED,
    })
  })
  // No object streams: readers of every age open the file.
  return pdf.save({ useObjectStreams: false })
}
