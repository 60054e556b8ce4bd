import type { Locator, Page } from '@playwright/test'
import { countStored, expectToast, fillRecoveryApplication, unique, useOwnIp } from './forms'
import { expect, gotoReady, test } from './test'

// The service worker is blocked in these tests: what sends here is the page itself (its `online`
// event, "Send now", a form page opening), through the outbox in IndexedDB.

const form = (page: Page) => page.getByRole('form', { name: 'Recovery support application' })
const SAVED =
  'There is no connection right now. Your application is saved on this device and will be sent automatically as soon as the connection returns.'

const storedApplications = (email: string) =>
  countStored('recovery-applications', 'contactEmail', email)

/** A complete application, ready to submit. */
async function fillIn(f: Locator, email: string) {
  await fillRecoveryApplication(f, email)
  await f.getByLabel(/I consent to the collection/).check()
  await f.getByLabel(/I confirm that I am authorized/).check()
  await f.getByRole('checkbox', { name: 'Virtual learning setup (LMS)' }).check()
}

async function shownCaseId(page: Page) {
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible()
  const caseId = (await page.locator('strong', { hasText: /^RA-\d{4}-/ }).textContent())!.trim()
  expect(caseId).toMatch(/^RA-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/)
  return caseId
}

test('an application submitted with the network down is saved on this device and sent once when it returns', async ({
  page,
  context,
}) => {
  const email = `offline-${unique()}@leeward.example`
  await useOwnIp(page)
  await gotoReady(page, '/recovery-support')
  await fillIn(form(page), email)

  await context.setOffline(true)
  await form(page).getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send now' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toHaveCount(0)
  expect(await storedApplications(email)).toBe(0)

  await context.setOffline(false)
  await shownCaseId(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByText(SAVED)).toHaveCount(0)
  expect(await storedApplications(email)).toBe(1)
})

test('a Wi-Fi login page answering 200 is no success: the application stays saved until "Send now" reaches the site', async ({
  page,
}) => {
  const email = `portal-${unique()}@leeward.example`
  await useOwnIp(page)
  await gotoReady(page, '/recovery-support')
  await fillIn(form(page), email)

  let portal = true
  await page.route('**/api/forms/recovery', async (route) => {
    if (!portal) return route.fallback()
    portal = false
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Hotel Wi-Fi</title><h1>Log in to use the Wi-Fi</h1>',
    })
  })
  await form(page).getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toHaveCount(0)
  expect(await storedApplications(email)).toBe(0)

  await page.getByRole('button', { name: 'Send now' }).click()
  await shownCaseId(page)
  expect(await storedApplications(email)).toBe(1)
})

test('an application saved offline and left is sent when a form page next opens, which shows its case ID once', async ({
  page,
  context,
}) => {
  const email = `later-${unique()}@leeward.example`
  await useOwnIp(page)
  await gotoReady(page, '/recovery-support')
  await fillIn(form(page), email)
  await context.setOffline(true)
  await form(page).getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText(SAVED)).toBeVisible()
  await page.close()

  await context.setOffline(false)
  const later = await context.newPage()
  await useOwnIp(later)
  await gotoReady(later, '/recovery-support')
  const sent = later.getByText(
    /^Your application saved on this device has been sent\. Your case ID is RA-\d{4}-\w{6}\.$/,
  )
  await expect(sent).toBeVisible()
  // The draft went with it: the form is empty again.
  await expect(form(later).getByLabel('School Name')).toHaveValue('')
  expect(await storedApplications(email)).toBe(1)

  await later.reload()
  await expect(later.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect(form(later).getByLabel('School Name')).toBeVisible()
  await expect(sent).toHaveCount(0)
  expect(await storedApplications(email)).toBe(1)
})

test('the Spanish demo form says in Spanish that it is saved on this device, "Enviar ahora" finds no connection, and it goes once the network returns', async ({
  page,
  context,
}) => {
  const lastName = `Pérez ${unique()}`
  await useOwnIp(page)
  await gotoReady(page, '/es/demo')
  const f = page.getByRole('form', { name: 'Solicitar una demostración' })
  await f.getByLabel(/^Nombre/).fill('Lucía')
  await f.getByLabel(/^Apellido/).fill(lastName)
  await f.getByLabel(/^Correo electrónico/).fill('lucia@mineduc.example')
  await f.getByLabel(/^Escuela u organización/).fill('Ministerio de Educación de Guatemala')
  await f.getByLabel(/^Su cargo/).selectOption({ label: 'Ministerio de Educación' })
  await f.getByLabel(/^País/).selectOption({ label: 'Otro' })

  await context.setOffline(true)
  await f.getByRole('button', { name: 'Solicitar demostración' }).click()
  await expect(
    page.getByText(
      'Ahora no hay conexión. Sus respuestas quedaron guardadas en este dispositivo y se enviarán automáticamente en cuanto vuelva la conexión.',
    ),
  ).toBeVisible()
  await expect(page.getByText(/vuelva a abrir el sitio antes de 7 días/)).toBeVisible()
  await page.getByRole('button', { name: 'Enviar ahora' }).click()
  await expect(
    page.getByText(
      'Sigue sin haber conexión. Queda guardado en este dispositivo y se enviará automáticamente.',
    ),
  ).toBeVisible()
  expect(await countStored('demo-requests', 'lastName', lastName)).toBe(0)

  await context.setOffline(false)
  await expectToast(
    page,
    '¡Solicitud de demostración enviada!',
    'Nuestro equipo se comunicará con usted en un plazo de 24 horas.',
    'success',
  )
  await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible()
  expect(await countStored('demo-requests', 'lastName', lastName)).toBe(1)
})
