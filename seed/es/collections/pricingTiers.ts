import type { PricingTier } from '@/payload-types'

type TierSeed = Pick<PricingTier, 'name' | 'audience' | 'price' | 'priceUnit' | 'recommended' | 'description' | 'order'> & {
  features: { name: string }[]
}

const features = (names: string[]) => names.map((name) => ({ name }))

/** The specification's prices and feature lists; each tier lists what it adds to the one before. */
export const pricingTiersSeed: TierSeed[] = [
  {
    name: 'Básico',
    audience: 'schools',
    price: 1,
    priceUnit: 'por estudiante / mes',
    recommended: false,
    description: 'Lo esencial para gestionar una escuela.',
    order: 1,
    features: features(['Sistema de información estudiantil (SIS)', 'Asistencia', 'Matrícula', 'Boletas de calificaciones', 'Certificados de estudios', 'Analítica']),
  },
  {
    name: 'Profesional',
    audience: 'schools',
    price: 1.5,
    priceUnit: 'por estudiante / mes',
    recommended: true,
    description: 'Enseñanza, aprendizaje y participación de las familias.',
    order: 2,
    features: features(['Sistema de gestión del aprendizaje (LMS)', 'Planificación de clases con IA', 'Avisos', 'Facturación', 'Portal para padres']),
  },
  {
    name: 'Premium',
    audience: 'schools',
    price: 2.25,
    priceUnit: 'por estudiante / mes',
    recommended: false,
    description: 'Toda la plataforma, con IA y finanzas.',
    order: 3,
    features: features(['Evaluaciones con IA', 'Encuestas', 'Finanzas', 'Conducta', 'Apoyo a planes educativos individualizados', 'SmartReport Cards']),
  },
]
