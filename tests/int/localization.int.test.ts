import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { validApplication } from '../fixtures/recoveryApplication'
import { useOwnSmtp } from './ownSmtp'

let payload: Payload
let smtp: SmtpCapture
let restoreSmtp: () => Promise<void>
let api: { url: string; stop: () => Promise<void> }
const context = { disableRevalidate: true }

beforeAll(async () => {
  ;({ smtp, restore: restoreSmtp } = await useOwnSmtp())
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, cron: true })
  const { seed } = await import('../../seed')
  await seed(payload)
  const { startApiServer } = await import('./httpServer')
  const { formRouteHandlers } = await import('@/forms/routeHandlers')
  const postRecoveryApplication = (await import('@/forms/routeHandlers')).formRouteHandlers.recovery
  api = await startApiServer({
    '/api/forms/contact': formRouteHandlers.contact,
    '/api/forms/recovery': postRecoveryApplication,
  })
})

afterAll(async () => {
  await api.stop()
  await restoreSmtp()
})

let ip = 0
const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++ip}` },
    body: JSON.stringify(body),
  })

describe('localized reads', () => {
  it('the seed writes a Spanish version of pages, collections and site settings', async () => {
    const home = (
      await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, locale: 'es' })
    ).docs[0]
    expect(home.title).toBe('Inicio')
    expect(home.translatedInto).toEqual(['en', 'es'])
    const faqs = await payload.find({ collection: 'faqs', locale: 'es', sort: 'order', limit: 1 })
    expect(faqs.docs[0].question).toBe('¿Cómo empezamos a usar la plataforma?')
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'es' })
    expect(settings.menus?.[0].label).toBe('Soluciones')
    expect(
      (await payload.findGlobal({ slug: 'site-settings', locale: 'en' })).menus?.[0].label,
    ).toBe('Solutions')
  })

  it('a field without a Spanish value falls back to English, field by field', async () => {
    const english = await payload.create({
      collection: 'pricing-tiers',
      data: {
        name: 'Int tier',
        audience: 'tvet',
        price: 3,
        description: 'Only in English.',
        order: 99,
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'pricing-tiers',
      id: english.id,
      locale: 'es',
      data: { name: 'Plan de prueba' },
      context,
    })
    const spanish = await payload.findByID({
      collection: 'pricing-tiers',
      id: english.id,
      locale: 'es',
      fallbackLocale: 'en',
    })
    expect(spanish.name).toBe('Plan de prueba')
    expect(spanish.description).toBe('Only in English.')
    const strict = await payload.findByID({
      collection: 'pricing-tiers',
      id: english.id,
      locale: 'es',
      fallbackLocale: false,
    })
    expect(strict.description ?? null).toBeNull()
    const inEnglish = await payload.findByID({
      collection: 'pricing-tiers',
      id: english.id,
      locale: 'en',
    })
    expect(inEnglish.name).toBe('Int tier')
    expect(inEnglish.price).toBe(3)
    await payload.delete({ collection: 'pricing-tiers', id: english.id, context })
  })

  it('a page counts as translated once it has a Spanish title, and not before', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Untranslated',
        path: `int-untranslated-${Date.now()}`,
        layout: [{ blockType: 'hero', heading: 'Hello' }],
        _status: 'published',
      },
      context,
    })
    expect(page.translatedInto).toEqual(['en'])
    const translated = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: {
        title: 'Traducida',
        layout: page.layout.map((block) => ({ ...block, heading: 'Hola' })),
      },
      context,
    })
    expect(translated.translatedInto).toEqual(['en', 'es'])
    const english = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })
    expect(english.title).toBe('Untranslated')
    expect(english.layout[0].blockType === 'hero' && english.layout[0].heading).toBe('Hello')
    await payload.delete({ collection: 'pages', id: page.id, context })
  })
})

describe('translating one field at a time', () => {
  const englishFaq = () =>
    payload.create({
      collection: 'faqs',
      data: {
        category: 'getting-started',
        question: `Only in English ${Date.now()}?`,
        answer: 'An English answer.',
        order: 99,
        _status: 'published',
      },
      context,
    })

  it('a Spanish version with only the answer translated publishes; the question shows in English', async () => {
    const faq = await englishFaq()
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'es',
      data: { answer: 'Una respuesta en español.', _status: 'published' },
      context,
    })
    const spanish = await payload.findByID({
      collection: 'faqs',
      id: faq.id,
      locale: 'es',
      fallbackLocale: 'en',
    })
    expect(spanish).toMatchObject({
      question: faq.question,
      answer: 'Una respuesta en español.',
      _status: 'published',
    })
    const english = await payload.findByID({ collection: 'faqs', id: faq.id, locale: 'en' })
    expect(english).toMatchObject({ question: faq.question, answer: 'An English answer.' })
    await payload.delete({ collection: 'faqs', id: faq.id, context })
  })

  it('a Spanish draft may hold one translated field', async () => {
    const faq = await englishFaq()
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      locale: 'es',
      draft: true,
      data: { question: '¿Solo la pregunta?' },
      context,
    })
    const draft = await payload.findByID({
      collection: 'faqs',
      id: faq.id,
      locale: 'es',
      fallbackLocale: 'en',
      draft: true,
    })
    expect(draft).toMatchObject({ question: '¿Solo la pregunta?', answer: 'An English answer.' })
    await payload.delete({ collection: 'faqs', id: faq.id, context })
  })

  it('a job published in Spanish with only its title keeps the English department, location and list items', async () => {
    const job = await payload.create({
      collection: 'jobs',
      data: {
        title: 'Int job',
        department: 'Engineering',
        location: 'Kingston, Jamaica',
        type: 'Contract',
        description: 'Build things.',
        responsibilities: [{ item: 'Write code.' }],
        qualifications: [{ item: 'A degree.' }],
        competencies: [{ item: 'Curiosity.' }],
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'jobs',
      id: job.id,
      locale: 'es',
      data: { title: 'Puesto de prueba', _status: 'published' },
      context,
    })
    const spanish = await payload.findByID({
      collection: 'jobs',
      id: job.id,
      locale: 'es',
      fallbackLocale: 'en',
    })
    expect(spanish).toMatchObject({
      title: 'Puesto de prueba',
      department: 'Engineering',
      location: 'Kingston, Jamaica',
      translatedInto: ['en', 'es'],
    })
    expect(spanish.responsibilities?.[0].item).toBe('Write code.')
    await payload.delete({ collection: 'jobs', id: job.id, context })
  })

  it('English still needs every required field, and so does a document created in Spanish', async () => {
    const faq = await englishFaq()
    await expect(
      payload.update({
        collection: 'faqs',
        id: faq.id,
        locale: 'en',
        data: { answer: '' },
        context,
      }),
    ).rejects.toThrow(/answer/i)
    await expect(
      payload.create({
        collection: 'faqs',
        locale: 'es',
        data: {
          category: 'security',
          question: '¿Sin respuesta?',
          order: 99,
          _status: 'published',
        } as never,
        context,
      }),
    ).rejects.toThrow(/answer/i)
    await payload.delete({ collection: 'faqs', id: faq.id, context })
  })
})

describe('the language of a submission', () => {
  it('a contact message from a Spanish page records es and answers errors in Spanish', async () => {
    const bad = await post('/api/forms/contact?lang=es', {
      name: '',
      email: 'x@y.example',
      subject: 'Hola',
      message: 'Hola',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors.name).toBe('Complete el campo «Nombre»')
    const subject = `Consulta ${Date.now()}`
    expect(
      (
        await post('/api/forms/contact?lang=es', {
          name: 'Ana',
          email: 'ana@escuela.example',
          subject,
          message: 'Hola',
        })
      ).status,
    ).toBe(201)
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: subject } },
      overrideAccess: true,
    })
    expect(stored.docs[0].language).toBe('es')
  })

  it('without a language a submission is English', async () => {
    const subject = `Question ${Date.now()}`
    expect(
      (
        await post('/api/forms/contact', {
          name: 'Ann',
          email: 'ann@school.example',
          subject,
          message: 'Hi',
        })
      ).status,
    ).toBe(201)
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: subject } },
      overrideAccess: true,
    })
    expect(stored.docs[0].language).toBe('en')
  })

  it('a Spanish recovery application records es and its confirmation email is in Spanish; the inbox copy stays English', async () => {
    const application = validApplication({ email: `es-${Date.now()}@escuela.example` })
    const response = await post('/api/forms/recovery?lang=es', application)
    expect(response.status).toBe(201)
    const { caseId } = (await response.json()) as { caseId: string }
    const stored = await payload.find({
      collection: 'recovery-applications',
      where: { caseId: { equals: caseId } },
      overrideAccess: true,
    })
    expect(stored.docs[0].language).toBe('es')
    const confirmation = await smtp.waitFor((m) => m.to.includes(application.email))
    expect(confirmation.subject).toBe(
      `Recibimos su solicitud de apoyo para la recuperación: ${caseId}`,
    )
    expect(confirmation.html).toContain('Número de caso')
    const inbox = await smtp.waitFor(
      (m) => m.subject === `New recovery application: ${application.schoolName} (${caseId})`,
    )
    expect(inbox.html).toContain('Case ID')
  })
})
