import { expect, gotoReady, test } from './test'

test.describe('careers', () => {
  test('/careers lists the open position with its details and links to it', async ({ page }) => {
    await gotoReady(page, '/careers')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'View Open Positions' })).toHaveAttribute(
      'href',
      '#openings',
    )
    await expect(main.getByRole('link', { name: 'About the Company' })).toHaveAttribute(
      'href',
      '/company',
    )
    const openings = page.locator('#openings')
    await expect(openings.getByRole('heading', { level: 2, name: 'Open positions' })).toBeVisible()
    const job = openings
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'HR and Finance Officer' }) })
    await expect(job.getByRole('list', { name: 'Position details' })).toHaveText(
      /Operations\s*Remote\s*Full-time/,
    )
    await expect(job.locator('p.line-clamp-2')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Submit General Application' })).toBeVisible()
    await job.getByRole('link', { name: 'HR and Finance Officer' }).click()
    await expect(page).toHaveURL(/\/careers\/\d+$/)
  })

  test('job detail shows every field, two Apply buttons, a back link and JobPosting data', async ({
    page,
  }) => {
    await gotoReady(page, '/careers')
    await page.locator('#openings').getByRole('link', { name: 'HR and Finance Officer' }).click()
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', { level: 1, name: 'HR and Finance Officer' }),
    ).toBeVisible()
    await expect(main.getByText('Operations', { exact: true })).toBeVisible()
    await expect(main.getByText('Remote', { exact: true })).toBeVisible()
    await expect(main.getByText('Full-time', { exact: true })).toBeVisible()
    for (const heading of [
      'Role Purpose',
      'Key Responsibilities',
      'Qualifications and Experience',
      'Key Competencies',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main.getByRole('link', { name: 'Apply for this Position' })).toHaveCount(2)
    await expect(main.getByRole('link', { name: 'Back to Careers' })).toHaveAttribute(
      'href',
      '/careers',
    )
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    )
    const posting = data.find((item) => item['@type'] === 'JobPosting')
    expect(posting).toMatchObject({
      title: 'HR and Finance Officer',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
    })
    // A remote role names the real countries it hires in.
    const countries = (
      posting.applicantLocationRequirements as { '@type': string; name: string }[]
    ).map((country) => country.name)
    expect(countries).toEqual(
      expect.arrayContaining(['Jamaica', 'Nigeria', 'St. Vincent and the Grenadines']),
    )
    expect(countries).not.toContain('Anywhere')
  })

  test('an unknown job id shows Job Not Found with a link back to /careers', async ({ page }) => {
    const response = await gotoReady(page, '/careers/999999')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible()
    await expect(
      page.getByText("The position you're looking for doesn't exist or has been filled."),
    ).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
  })
})
