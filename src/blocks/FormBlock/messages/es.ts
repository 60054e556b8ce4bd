import type { FormBlockMessages } from './en'

/** The form block's own words, in Latin American Spanish. */
export const es: FormBlockMessages = {
  comingSoon:
    'Este formulario estará disponible muy pronto. Mientras tanto, escríbanos desde nuestra',
  contactPage: 'página de contacto',
}
