import type { Locator, Page } from '@playwright/test'
import type {
  ContactMessage,
  DemoRequest,
  Faq,
  Job,
  Page as CmsPage,
} from '../../src/payload-types'
import { adminLogin, api, editorToken, findOne, newEditor, releaseLock } from './cmsApi'
import { contentRoutes } from './contentRoutes'
import { englishLeftovers, sameAsEnglish } from './englishLeftovers'
import { expectToast, unique, useOwnIp } from './forms'
import { keepOffline } from './offline'
import { emailsTo, toast } from './recoveryHelpers'
import { expect, gotoReady, test } from './test'
import { signInToCms, signInWithToken } from './twoFactor'
import { showLivePreview, typeUntilPreviewShows } from './livePreview'
import { richText } from '../../seed/lexical'

const base = () => process.env.E2E_BASE_URL!
const spanishPath = (path: string) => (path === '/' ? '/es' : `/es${path}`)
// Signing in through the CMS form, code step included.
const SIGN_IN_MS = 45_000

/** A page as a visitor gets it: no cookies (the browser context holds a staff session). */
const visitorHtml = async (path: string) => (await fetch(`${base()}${path}`)).text()

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )

const endsWith = (path: string) =>
  new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

async function expectLanguageSignals(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const href = (hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)
  const english = path === '/' ? /^https?:\/\/[^/]+\/?$/ : endsWith(path)
  await expect(href('en')).toHaveAttribute('href', english)
  await expect(href('x-default')).toHaveAttribute('href', english)
  await expect(href('es')).toHaveAttribute('href', endsWith(spanishPath(path)))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    endsWith(spanishPath(path)),
  )
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_LA')
}

test.describe('the site in Spanish', () => {
  // One page visits every route in turn (the browser's cache keeps the shared scripts, which a
  // fresh page per route would fetch and compile again); each route is a step of its own.
  // Their axe scans run in own-servers/accessibility.e2e.ts, with the English routes'.
  test('every route under /es is in Spanish with hreflang pairs', async ({ page }) => {
    test.setTimeout(contentRoutes.length * 20_000)
    for (const route of contentRoutes) {
      await test.step(spanishPath(route.path), async () => {
        const response = await gotoReady(page, spanishPath(route.path))
        expect(response?.status()).toBe(200)
        await expectLanguageSignals(page, route.path)
        // The Spanish heading, not the English one, and the Spanish chrome around it.
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(route.h1)
        await expect(page.getByRole('banner').getByText('Español')).toHaveAttribute(
          'aria-current',
          'true',
        )
        await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados.')
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/)
        expect((await jsonLd(page)).find((item) => item['@type'] === 'WebSite')).toMatchObject({
          inLanguage: 'es',
        })
        // Screen-reader names and the small print the code writes, not only the CMS's words.
        expect(await englishLeftovers(page)).toEqual([])
        // And whatever the English page says that this one says too, wherever its words come from.
        expect.soft(await sameAsEnglish(page, route.path)).toEqual([])
      })
    }
  })

  test('the FAQ list’s category headings and the openings’ job types are in Spanish', async () => {
    const faqs = await visitorHtml('/es/faqs')
    for (const heading of [
      'Primeros pasos',
      'Funciones y funcionalidades',
      'Seguridad y privacidad',
      'Precios y soporte',
    ])
      expect(faqs).toContain(`>${heading}<`)
    expect(faqs).not.toMatch(
      />(Getting Started|Features and Functionality|Security and Privacy|Pricing and Support)</,
    )
    const careers = await visitorHtml('/es/careers')
    expect(careers).toContain('>Tiempo completo<')
    expect(careers).not.toMatch(/>(Full-time|Part-time|Contract|Internship)</)
  })

  test('/es/resources/blog shows the Spanish chrome around the English posts, dates in Spanish', async ({
    page,
  }) => {
    await gotoReady(page, '/es/resources/blog')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', { name: 'Todas las entradas' })).toHaveAttribute(
      'href',
      '/es/resources/blog',
    )
    await expect(page.locator('main time').first()).toHaveText(/^\d{1,2} de [a-záéíóú]+ de \d{4}$/)
  })

  test('the header menus and the footer come from the Spanish site settings, with the English links', async ({
    page,
  }) => {
    await gotoReady(page, '/es')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('button', { name: 'Soluciones' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/es/pricing')
    await nav.getByRole('button', { name: 'Recursos' }).click()
    await expect(nav.getByRole('link', { name: /^Ayuda y soporte/ })).toHaveAttribute(
      'href',
      'https://help.simplifiededu.example',
    )
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacy',
    )
    await expect(footer.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/simplifiededu',
    )
  })

  test('the blog listing names its post categories and its loading state in Spanish', async ({
    page,
    context,
  }) => {
    await keepOffline(context)
    await gotoReady(page, '/es/resources/blog')
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Categorías' }).first(),
    ).toBeVisible()
    expect(await englishLeftovers(page)).toEqual([])
    // The next view is held back until its skeleton has been seen, so it shows while it loads.
    const nextView = (url: URL) =>
      url.pathname === '/es/resources/blog' && url.searchParams.get('category') === 'product-news'
    let release = () => {}
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route(nextView, async (route) => {
      await seen
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Categorías del blog' })
      .getByRole('link', { name: 'Product News' })
      .click()
    const skeleton = page.getByRole('status', { name: 'Cargando entradas' })
    await expect(skeleton).toBeVisible()
    release()
    await expect(skeleton).toHaveCount(0)
    await expect(page).toHaveURL(/\/es\/resources\/blog\?category=product-news$/)
  })

  test('a blog post under /es names its tags in Spanish', async ({ page, context }) => {
    await keepOffline(context)
    await gotoReady(page, '/es/resources/blog/post-2')
    await expect(page.getByRole('main').getByRole('list', { name: 'Etiquetas' })).toHaveText('EMIS')
    expect(await englishLeftovers(page)).toEqual([])
  })

  test('a Spanish job page reads Remoto and tells search engines the role is remote', async ({
    page,
  }) => {
    await gotoReady(page, '/es/careers')
    await page
      .locator('#openings')
      .getByRole('link', { name: 'Encargado(a) de Recursos Humanos y Finanzas' })
      .click()
    await expect(page).toHaveURL(/\/es\/careers\/\d+$/)
    await expect(page.getByRole('main').getByText('Remoto', { exact: true })).toBeVisible()
    expect((await jsonLd(page)).find((item) => item['@type'] === 'JobPosting')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
    })
    expect(await englishLeftovers(page)).toEqual([])
  })

  test('an unknown path under /es answers 404 in Spanish', async ({ page }) => {
    const response = await page.goto('/es/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('¡Uy! No encontramos esta página')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('the review page stays English only', async ({ request }) => {
    expect((await request.get('/es/admin/applications')).status()).toBe(404)
  })

  test('the switcher keeps the path both ways and remembers the choice', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/solutions/governments')
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL(`${base()}/es/solutions/governments`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    expect((await context.cookies()).find((cookie) => cookie.name === 'site-lang')?.value).toBe(
      'es',
    )
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(`${base()}/solutions/governments`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await context.cookies()).find((cookie) => cookie.name === 'site-lang')?.value).toBe(
      'en',
    )
  })

  test('a browser asking for Spanish is offered the Spanish site on /, not redirected', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-419', baseURL: base() })
    const page = await context.newPage()
    await gotoReady(page, '/')
    await expect(page).toHaveURL(`${base()}/`)
    const offer = page.getByRole('link', { name: 'Ver el sitio en español' })
    await expect(offer).toHaveAttribute('href', '/es')
    await page.getByRole('button', { name: 'Cerrar' }).click()
    await expect(offer).toHaveCount(0)
    await gotoReady(page, '/')
    await expect(offer).toHaveCount(0)
    await context.close()
  })
})

test.describe('forms in Spanish', () => {
  test.beforeEach(async ({ page }) => useOwnIp(page))

  test('the demo form: Spanish validation, Spanish toast, and the request records its language', async ({
    page,
  }) => {
    await gotoReady(page, '/es/demo')
    const form = page.getByRole('form', { name: 'Solicitar una demostración' })
    await form.getByRole('button', { name: 'Solicitar demostración' }).click()
    await expect(form.getByRole('alert').first()).toHaveText('Complete el campo «Nombre»')
    const lastName = `Pérez ${unique()}`
    await form.getByLabel(/^Nombre/).fill('Lucía')
    await form.getByLabel(/^Apellido/).fill(lastName)
    await form.getByLabel(/^Correo electrónico/).fill('lucia@mineduc.example')
    await form.getByLabel(/^Escuela u organización/).fill('Ministerio de Educación de Guatemala')
    await form.getByLabel(/^Su cargo/).selectOption({ label: 'Ministerio de Educación' })
    await form.getByLabel(/^País/).selectOption({ label: 'Otro' })
    await form.getByRole('button', { name: 'Solicitar demostración' }).click()
    await expectToast(
      page,
      '¡Solicitud de demostración enviada!',
      'Nuestro equipo se comunicará con usted en un plazo de 24 horas.',
      'success',
    )
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/es',
    )
    const stored = await findOne<DemoRequest>(
      await adminLogin(),
      'demo-requests',
      'lastName',
      lastName,
    )
    expect(stored.language).toBe('es')
  })

  test('the contact form: a Spanish email error, then the Spanish toast; the message records its language', async ({
    page,
  }) => {
    await gotoReady(page, '/es/contact')
    const form = page.getByRole('form', { name: 'Contáctenos' })
    const subject = `Consulta ${unique()}`
    await form.getByLabel(/^Nombre/).fill('Ramón')
    await form.getByLabel(/^Correo electrónico/).fill('no-es-un-correo')
    await form.getByLabel(/^Asunto/).fill(subject)
    await form.getByLabel(/^Mensaje/).fill('Quisiera saber más sobre SmartTrack.')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(form.getByRole('alert')).toHaveText('Ingrese un correo electrónico válido')
    await form.getByLabel(/^Correo electrónico/).fill('ramon@escuela.example')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expectToast(page, '¡Mensaje enviado!', 'Le responderemos lo antes posible.', 'success')
    const stored = await findOne<ContactMessage>(
      await adminLogin(),
      'contact-messages',
      'subject',
      subject,
    )
    expect(stored.language).toBe('es')
  })

  test('the recovery form: Spanish validation toast, confirmation, and the applicant’s email in Spanish', async ({
    page,
    control,
  }) => {
    const email = `solicitante-${Date.now()}@escuela.example`
    await gotoReady(page, '/es/recovery-support')
    const f = page.getByRole('form', { name: 'Solicitud de apoyo para la recuperación' })
    await fillSpanishApplication(f, email)
    const submit = f.getByRole('button', { name: 'Enviar solicitud' })
    await submit.click()
    await expect(
      toast(page, 'Error de validación', 'Acepte todas las condiciones obligatorias.'),
    ).toBeVisible()
    await f.getByLabel(/^Autorizo la recopilación/).check()
    await f.getByLabel(/^Confirmo que estoy autorizado/).check()
    await submit.click()
    await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible()
    const caseId = (await page.locator('strong', { hasText: /^RA-\d{4}-/ }).textContent())!.trim()
    await expect(toast(page, 'Solicitud enviada', `Su número de caso es ${caseId}`)).toBeVisible()
    await expect
      .poll(async () => (await emailsTo(control, email)).map((m) => m.subject), { timeout: 15_000 })
      .toContain(`Recibimos su solicitud de apoyo para la recuperación: ${caseId}`)
    const [mail] = await emailsTo(control, email)
    expect(mail.html).toContain('Estimado/a Andrea Joseph')
    expect(mail.html).toContain('Nivel de daños')
    expect(mail.html).toContain('Moderados')
  })
})

async function fillSpanishApplication(f: Locator, email: string) {
  await f.getByLabel(/^Nombre de la escuela/).fill('Escuela Secundaria Leeward Heights')
  await f.getByLabel(/^Tipo de escuela/).selectOption({ label: 'Pública' })
  await f.getByLabel('Nivel educativo').selectOption({ label: 'Secundaria' })
  await f.getByLabel(/^Matrícula actual/).fill('830')
  await f.getByLabel('Total de personal').fill('54')
  await f.getByLabel('Nombre de la persona de contacto').fill('Andrea Joseph')
  await f.getByLabel(/^Cargo/).fill('Subdirectora')
  await f.getByLabel('Correo electrónico').fill(email)
  await f.getByLabel('Teléfono').fill('+1 758 555 0199')
  await f.getByLabel('Situación operativa').selectOption({ label: 'Solo a distancia' })
  await f.getByLabel('Nivel de daños').selectOption({ label: 'Moderados' })
  await f
    .getByLabel('Descripción del impacto')
    .fill('Inundación de la planta baja; los laboratorios no se pueden usar.')
  await f.getByLabel('Estudiantes desplazados').fill('120')
  await f.getByLabel('Personal desplazado').fill('4')
  await f.getByRole('checkbox', { name: 'Pago diferido (período de gracia)' }).check()
  await f.getByLabel('Nombre de la persona autorizada').fill('Andrea Joseph')
  await f
    .getByLabel(/^Fecha\b/)
    .last()
    .fill('2026-11-21')
}

test.describe('translating in the CMS', () => {
  test('a marketer edits the Spanish FAQ in the CMS and /es/faqs shows it while /faqs is unchanged', async ({
    page,
  }) => {
    test.setTimeout(SIGN_IN_MS + 90_000)
    const marketer = await newEditor()
    const faq = await findOne<Faq>(
      marketer.token,
      'faqs',
      'question',
      'How do we get started with the platform?',
    )
    const spanish = await api<Faq>(
      marketer.token,
      'GET',
      `/faqs/${faq.id}?locale=es&fallback-locale=none&depth=0`,
    )
    const stamp = Date.now()
    const question = `¿Cómo empezamos a usar la plataforma? (${stamp})`
    const answer = `Solicite una demostración y configuramos su escuela en pocos días. (${stamp})`
    try {
      await signInToCms(page, marketer)
      await expect(page).toHaveURL(/\/cms\/?$/)
      await page.goto(`/cms/collections/faqs/${faq.id}`)
      await expect(page.locator('#field-question')).toHaveValue(faq.question)
      await page.locator('.localizer').getByRole('button').first().click()
      await page.getByRole('button', { name: 'Español' }).click()
      await expect(page).toHaveURL(/[?&]locale=es\b/)
      await expect(page.locator('#field-question')).toHaveValue(spanish.question)
      await page.locator('#field-question').fill(question)
      await page.locator('#field-answer').fill(answer)
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText('Updated successfully.')).toBeVisible()
      await expect.poll(() => visitorHtml('/es/faqs'), { timeout: 10_000 }).toContain(answer)
      expect(await visitorHtml('/es/faqs')).toContain(question)
      const english = await visitorHtml('/faqs')
      expect(english).not.toContain(answer)
      expect(english).not.toContain(question)
      expect(english).toContain(faq.question)
      expect(english).toContain(faq.answer)
    } finally {
      const admin = await adminLogin()
      await releaseLock(admin, 'faqs', faq.id)
      await api(admin, 'PATCH', `/faqs/${faq.id}?locale=es`, {
        question: spanish.question,
        answer: spanish.answer,
        _status: 'published',
      })
    }
  })

  test('a marketer publishes a Spanish FAQ with only its answer translated; /es/faqs shows the English question', async ({
    page,
  }) => {
    test.setTimeout(SIGN_IN_MS + 60_000)
    const stamp = Date.now()
    const question = `Only in English ${stamp}?`
    const answer = `Respuesta traducida ${stamp}.`
    const { doc: faq } = await api<{ doc: Faq }>(await adminLogin(), 'POST', '/faqs', {
      category: 'getting-started',
      question,
      answer: 'An English answer.',
      order: 99,
      _status: 'published',
    })
    try {
      await signInToCms(page, await newEditor())
      await expect(page).toHaveURL(/\/cms\/?$/)
      await page.goto(`/cms/collections/faqs/${faq.id}?locale=es`)
      await expect(page.locator('#field-question')).toHaveValue('')
      await page.locator('#field-answer').fill(answer)
      await page.getByRole('button', { name: 'Publish changes' }).click()
      await expect(page.getByText('Updated successfully.')).toBeVisible()
      await expect.poll(() => visitorHtml('/es/faqs'), { timeout: 10_000 }).toContain(answer)
      expect(await visitorHtml('/es/faqs')).toContain(question)
      expect(await visitorHtml('/faqs')).not.toContain(answer)
    } finally {
      const admin = await adminLogin()
      await releaseLock(admin, 'faqs', faq.id)
      await api(admin, 'DELETE', `/faqs/${faq.id}`)
    }
  })

  test('the live preview of a Spanish edit shows the Spanish site around it as it is typed', async ({
    page,
  }) => {
    test.setTimeout(SIGN_IN_MS + 60_000)
    const job = await findOne<Job>(await adminLogin(), 'jobs', 'title', 'HR and Finance Officer')
    await signInWithToken(page)
    await page.goto(`/cms/collections/jobs/${job.id}?locale=es`)
    const preview = await showLivePreview(page)
    await expect(preview.locator('html')).toHaveAttribute('lang', 'es')
    await expect(preview.locator('h1')).toHaveText('Encargado(a) de Recursos Humanos y Finanzas')
    await expect(preview.locator('header')).toContainText('Soluciones')
    const typed = `Puesto escrito y sin guardar ${Date.now()}`
    await typeUntilPreviewShows(page.locator('#field-title'), preview.locator('h1'), typed)
    await expect(preview.locator('main')).toContainText('Postularme a este puesto')
    await expect(preview.locator('main')).toContainText('Volver a Empleos')
    await expect(preview.locator('main')).not.toContainText('Apply for this Position')
    await releaseLock(await adminLogin(), 'jobs', job.id)
  })

  test('a page without a Spanish version shows English under /es, marked noindex', async ({
    page,
  }) => {
    const token = await editorToken()
    const path = `e2e-untranslated-${unique()}`
    const created = await api<{ doc: CmsPage }>(token, 'POST', '/pages', {
      title: 'Only in English',
      path,
      layout: [
        {
          blockType: 'richText',
          content: richText([{ p: 'This page has not been translated yet.' }]),
        },
      ],
      _status: 'published',
    })
    try {
      await gotoReady(page, `/es/${path}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.getByText('This page has not been translated yet.')).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await gotoReady(page, `/${path}`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/)
    } finally {
      await api(token, 'DELETE', `/pages/${created.doc.id}`)
    }
  })
})
