import type { ConsentTexts } from './en'

/** The cookie banner's texts when marketers write none, in Latin American Spanish. */
export const es: ConsentTexts = {
  message:
    'Usamos cookies de analítica, para saber qué páginas ayudan a nuestros visitantes, y de marketing, para saber qué campaña le trajo. No se guarda nada hasta que elija.',
  analytics: 'Analítica: cuenta visitas y envíos de formularios, nunca lo que escribe.',
  marketing:
    'Marketing: recuerda durante 90 días la campaña o el sitio que le trajo por primera vez.',
}
