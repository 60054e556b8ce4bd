import type { Locale } from '@/lib/i18n/locales'
import type { DocumentCategory } from './categories'

/**
 * A document category as visitors read it, per language: the trust centre's headings (through the
 * content messages) and the words a search for a document's category finds.
 */
export const DOCUMENT_CATEGORY_NAMES: Record<Locale, Record<DocumentCategory, string>> = {
  en: {
    security: 'Security',
    privacy: 'Privacy and data protection',
    certifications: 'Certifications and audits',
    accessibility: 'Accessibility',
    continuity: 'Uptime and continuity',
    legal: 'Legal and contracts',
  },
  es: {
    security: 'Seguridad',
    privacy: 'Privacidad y protección de datos',
    certifications: 'Certificaciones y auditorías',
    accessibility: 'Accesibilidad',
    continuity: 'Disponibilidad y continuidad',
    legal: 'Aspectos legales y contratos',
  },
}
