/** The `<loc>` addresses of a sitemap document, as written. */
export const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

/**
 * The sitemap as a crawler reads it: the index at `/sitemap.xml`, then every file it names, each
 * fetched by its path through `read` (the same origin as the index). Returns the index's status
 * and all the files' text, one after another.
 */
export async function readSitemap(
  read: (path: string) => Promise<{ status: number; text: string }>,
): Promise<{ status: number; files: string[]; xml: string }> {
  const index = await read('/sitemap.xml')
  const files = locsOf(index.text).map((url) => new URL(url).pathname)
  const texts: string[] = []
  for (const file of files) {
    const answer = await read(file)
    if (answer.status !== 200)
      throw new Error(`${file}, named by the sitemap index, answered ${answer.status}`)
    texts.push(answer.text)
  }
  return { status: index.status, files, xml: texts.join('') }
}
