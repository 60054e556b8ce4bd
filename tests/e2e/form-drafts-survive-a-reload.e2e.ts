import type { Page } from '@playwright/test'
import { fillRecoveryApplication, useOwnIp } from './forms'
import { expect, gotoReady, test } from './test'

const recoveryForm = (page: Page) =>
  page.getByRole('form', { name: 'Recovery support application' })

/** The draft a form keeps on the device, as stored (null when there is none). */
function storedDraft(page: Page, form: string) {
  return page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => localStorage.getItem(key))[0] ?? null,
    `form-draft:${form}:`,
  )
}

/** Waits until the typing is on the device: reloading sooner would test the timer, not the draft. */
async function draftHolds(page: Page, form: string, text: string) {
  await expect.poll(() => storedDraft(page, form)).toContain(text)
}

async function reloadReady(page: Page) {
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

test('the recovery form comes back filled after a reload, says the draft is on this device, and "Start again" empties it', async ({
  page,
}) => {
  await gotoReady(page, '/recovery-support')
  await recoveryForm(page).getByLabel('School Name').fill('Leeward Heights Secondary')
  await expect(
    recoveryForm(page).getByText('Your answers are saved on this device as you type.'),
  ).toBeVisible()
  await draftHolds(page, 'recovery', 'Leeward Heights Secondary')

  await reloadReady(page)
  const f = recoveryForm(page)
  await expect(f.getByLabel('School Name')).toHaveValue('Leeward Heights Secondary')
  const notice = f.getByText('The answers you left on this device are filled in again.')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('after 30 days')

  await f.getByRole('button', { name: 'Start again' }).click()
  await expect(f.getByLabel('School Name')).toHaveValue('')
  await expect(f.getByLabel('School Name')).toBeFocused()
  await expect(notice).toHaveCount(0)
  expect(await storedDraft(page, 'recovery')).toBeNull()

  await reloadReady(page)
  await expect(recoveryForm(page).getByLabel('School Name')).toHaveValue('')
  await expect(recoveryForm(page).getByRole('button', { name: 'Start again' })).toHaveCount(0)
})

test('an accepted application leaves no draft: after a reload the form is empty', async ({
  page,
}) => {
  await useOwnIp(page)
  await gotoReady(page, '/recovery-support')
  const f = recoveryForm(page)
  await fillRecoveryApplication(f, `draft-${Date.now()}@leeward.example`)
  await f.getByLabel(/I consent to the collection/).check()
  await f.getByLabel(/I confirm that I am authorized/).check()
  await f.getByRole('checkbox', { name: 'Virtual learning setup (LMS)' }).check()
  await draftHolds(page, 'recovery', '"support":["lms"]')

  await f.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible()
  await expect.poll(() => storedDraft(page, 'recovery')).toBeNull()

  await reloadReady(page)
  await expect(recoveryForm(page).getByLabel('School Name')).toHaveValue('')
  await expect(recoveryForm(page).getByText(/on this device/)).toHaveCount(0)
})

test('the Spanish demo form comes back filled after a reload, and its draft is not the English form’s', async ({
  page,
}) => {
  await gotoReady(page, '/es/demo')
  const demo = () => page.getByRole('form', { name: 'Solicitar una demostración' })
  await demo()
    .getByLabel(/^Nombre/)
    .fill('Marcus')
  await demo()
    .getByLabel(/^Escuela u organización/)
    .fill('Mona Heights Primary')
  await demo().getByLabel(/^País/).selectOption('jamaica')
  await draftHolds(page, 'demo', 'Mona Heights Primary')

  await reloadReady(page)
  await expect(demo().getByLabel(/^Nombre/)).toHaveValue('Marcus')
  await expect(demo().getByLabel(/^Escuela u organización/)).toHaveValue('Mona Heights Primary')
  await expect(demo().getByLabel(/^País/)).toHaveValue('jamaica')
  await expect(
    demo().getByText('Volvimos a completar las respuestas que dejó en este dispositivo.'),
  ).toBeVisible()
  await expect(demo().getByRole('button', { name: 'Empezar de nuevo' })).toBeVisible()

  await gotoReady(page, '/demo')
  const english = page.getByRole('form', { name: 'Request a demo' })
  await expect(english.getByLabel(/^First Name/)).toHaveValue('')
  await expect(english.getByRole('button', { name: 'Start again' })).toHaveCount(0)
})
