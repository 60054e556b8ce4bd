import type { Payload } from 'payload'
import { diffSubProcessorLists } from '../src/lib/subProcessors/diff'
import { readPublishedList } from '../src/lib/subProcessors/announce'

// The seed writes without a Next server to revalidate, and announces nothing: its list is the baseline.
const context = { disableRevalidate: true, skipSubProcessorNotice: true }

type Seeded = {
  name: string
  website: string
  since: string
  en: { purpose: string; dataLocation: string }
  es: { purpose: string; dataLocation: string }
}

/** The companies that process customers' data for the platform, in English and Spanish. */
export const subProcessorsSeed: Seeded[] = [
  {
    name: 'Amazon Web Services',
    website: 'https://aws.amazon.com',
    since: '2019-02-01',
    en: {
      purpose: 'Cloud hosting of the platform and its databases',
      dataLocation: 'United States (Virginia); Brazil (São Paulo) for Latin American customers',
    },
    es: {
      purpose: 'Alojamiento en la nube de la plataforma y sus bases de datos',
      dataLocation: 'Estados Unidos (Virginia); Brasil (São Paulo) para clientes de América Latina',
    },
  },
  {
    name: 'Cloudflare',
    website: 'https://www.cloudflare.com',
    since: '2019-02-01',
    en: {
      purpose: 'Content delivery network and DDoS protection',
      dataLocation: 'Global network; logs in the United States',
    },
    es: {
      purpose: 'Red de distribución de contenidos y protección contra ataques DDoS',
      dataLocation: 'Red mundial; registros en Estados Unidos',
    },
  },
  {
    name: 'Postmark',
    website: 'https://postmarkapp.com',
    since: '2020-06-15',
    en: {
      purpose: 'Transactional email (sign-in links, notifications, reports)',
      dataLocation: 'United States',
    },
    es: {
      purpose: 'Correo transaccional (enlaces de acceso, notificaciones, informes)',
      dataLocation: 'Estados Unidos',
    },
  },
  {
    name: 'Sentry',
    website: 'https://sentry.io',
    since: '2021-03-01',
    en: { purpose: 'Error monitoring of the platform', dataLocation: 'United States' },
    es: { purpose: 'Monitoreo de errores de la plataforma', dataLocation: 'Estados Unidos' },
  },
  {
    name: 'HubSpot',
    website: 'https://www.hubspot.com',
    since: '2022-01-10',
    en: {
      purpose: 'CRM for sales contacts (ministry and school contacts only, no student data)',
      dataLocation: 'European Union (Germany)',
    },
    es: {
      purpose:
        'CRM para contactos comerciales (solo contactos de ministerios y escuelas, sin datos de estudiantes)',
      dataLocation: 'Unión Europea (Alemania)',
    },
  },
]

// Calendar days are stored at noon UTC, so no time zone shows them as the day before.
const day = (value: string) => `${value}T12:00:00.000Z`

/**
 * The published sub-processors that are missing (staff's changes are kept), in both languages,
 * and, when no notice exists yet, a first one holding the list as it stands: the baseline the
 * next change is compared with. Nobody is emailed.
 */
export async function seedSubProcessors(payload: Payload): Promise<number> {
  let created = 0
  for (const entry of subProcessorsSeed) {
    const existing = await payload.count({
      collection: 'sub-processors',
      where: { name: { equals: entry.name } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const doc = await payload.create({
      collection: 'sub-processors',
      locale: 'en',
      data: {
        name: entry.name,
        website: entry.website,
        since: day(entry.since),
        ...entry.en,
        _status: 'published',
      },
      context,
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({
      collection: 'sub-processors',
      id: doc.id,
      locale: 'es',
      data: { ...entry.es, _status: 'published' },
      context,
      overrideAccess: true,
      depth: 0,
    })
    created += 1
  }
  const notices = await payload.count({ collection: 'sub-processor-notices', overrideAccess: true })
  if (notices.totalDocs === 0) {
    const list = await readPublishedList(payload)
    await payload.create({
      collection: 'sub-processor-notices',
      data: {
        announcedAt: new Date().toISOString(),
        ...diffSubProcessorLists([], list),
        list,
        emailed: 0,
      },
      overrideAccess: true,
      depth: 0,
    })
    created += 1
  }
  return created
}
