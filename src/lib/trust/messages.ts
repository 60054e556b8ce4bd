import type { Locale } from '@/lib/i18n/locales'

/** The trust centre's request and download pages' words, per language. */
const en = {
  requestTitle: 'Request access',
  requestIntro:
    'This document is shared with public-sector buyers and evaluators under confidentiality. Tell us who you are and what it is for; we review each request, usually within two working days.',
  back: 'Back to the trust centre',
  version: (version: string) => `Version ${version}`,
  language: { en: 'English', es: 'Spanish' } as Record<Locale, string>,
  notFoundTitle: 'This document is not available on request',
  notFoundText: 'It may have been withdrawn or made public. The trust centre lists every document we share.',
  linkGoneTitle: 'This link no longer works',
  linkGoneText:
    'Download links last 7 days and end when access is withdrawn. Request the document again from the trust centre and we will review it.',
}

const es: typeof en = {
  requestTitle: 'Solicitar acceso',
  requestIntro:
    'Compartimos este documento con compradores y evaluadores del sector público bajo confidencialidad. Cuéntenos quién es y para qué lo necesita; revisamos cada solicitud, normalmente en dos días hábiles.',
  back: 'Volver al centro de confianza',
  version: (version: string) => `Versión ${version}`,
  language: { en: 'inglés', es: 'español' },
  notFoundTitle: 'Este documento no está disponible por solicitud',
  notFoundText: 'Es posible que se haya retirado o publicado. El centro de confianza muestra todos los documentos que compartimos.',
  linkGoneTitle: 'Este enlace ya no funciona',
  linkGoneText:
    'Los enlaces de descarga duran 7 días y terminan cuando se retira el acceso. Solicite el documento de nuevo desde el centro de confianza y lo revisaremos.',
}

const MESSAGES: Record<Locale, typeof en> = { en, es }

export const trustMessages = (locale: Locale) => MESSAGES[locale]
