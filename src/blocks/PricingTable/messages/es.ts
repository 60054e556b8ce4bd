import type { PricingMessages } from './en'

/** The pricing table’s words, in Latin American Spanish. */
export const es: PricingMessages = {
  recommended: 'Recomendado',
  feature: 'Función',
  included: 'Incluido',
  notIncluded: 'No incluido',
  compare: 'Compare los planes',
  discounts: 'Descuentos',
  services: 'Servicios profesionales',
  byAudience: 'Precios por tipo de institución',
  everythingIn: 'Todo lo del plan {tier}, y además:',
}
