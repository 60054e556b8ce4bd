import type { SiteSetting } from '@/payload-types'

type Menu = NonNullable<SiteSetting['menus']>[number]
type FooterColumn = NonNullable<SiteSetting['footerColumns']>[number]

/**
 * The words of Site settings only, in the English seed's order: seed/translations/overlay.ts
 * lays them over the English settings row by row, and takes links, addresses, inboxes and social
 * profiles (the same in every language) from there.
 */
type SiteSettingsTranslation = Pick<
  SiteSetting,
  'tagline' | 'defaultDescription' | 'defaultKeywords' | 'activateCardLabel' | 'footerBlurb' | 'newsletterHeading' | 'newsletterText'
> & {
  menus: (Pick<Menu, 'label'> & { items: Pick<Menu['items'][number], 'label' | 'description'>[] })[]
  navLinks: Pick<NonNullable<SiteSetting['navLinks']>[number], 'label'>[]
  loginButton: Pick<SiteSetting['loginButton'], 'label'>
  demoButton: Pick<SiteSetting['demoButton'], 'label'>
  footerColumns: (Pick<FooterColumn, 'title'> & { links: Pick<NonNullable<FooterColumn['links']>[number], 'label'>[] })[]
  figures: Pick<NonNullable<SiteSetting['figures']>[number], 'value' | 'label'>[]
}

const solutions = [
  { label: 'Para gobiernos y ministerios', description: 'EMIS nacional y visión de todo el sistema educativo' },
  { label: 'Para directivos escolares', description: 'Todas las áreas de su escuela en un solo lugar' },
  { label: 'Para docentes', description: 'Asistencia, calificaciones y planificación de clases con IA' },
  { label: 'Para padres y estudiantes', description: 'Calificaciones, cuotas y mensajes en cualquier celular' },
]

const platform = [
  { label: 'Para gobiernos', description: 'EMIS nacional' },
  { label: 'Para escuelas', description: 'SIS y LMS' },
  { label: 'Para estudiantes y padres', description: 'Preparación para exámenes y portal para padres' },
  { label: 'IA y personalización', description: 'SmartPlan y Simplified IQ' },
  { label: 'Recaudación con Donafi', description: 'Donaciones de exalumnos y de la diáspora' },
]

export const siteSettingsSeed: SiteSettingsTranslation = {
  tagline: 'La plataforma de gestión escolar en la nube para el Caribe, África y América Latina',
  defaultDescription:
    'Gestión escolar en la nube: información estudiantil, LMS, EMIS nacional, preparación para exámenes con IA y Donafi para ministerios, escuelas y familias.',
  defaultKeywords: 'sistema de gestión escolar, SIS, LMS, EMIS, educación en el Caribe, software escolar',
  menus: [
    { label: 'Soluciones', items: solutions },
    { label: 'Plataforma', items: platform },
    {
      label: 'Recursos',
      items: [
        { label: 'Blog', description: 'Noticias e ideas de nuestro equipo' },
        { label: 'Ayuda y soporte', description: 'Guías y mesa de ayuda' },
        { label: 'Demostraciones del producto', description: 'Videos breves de la plataforma' },
        { label: 'Casos de éxito', description: 'Historias de nuestros clientes' },
        { label: 'Preguntas frecuentes', description: 'Respuestas a las dudas más comunes' },
      ],
    },
  ],
  navLinks: [{ label: 'Clientes' }, { label: 'Empresa' }, { label: 'Precios' }],
  loginButton: { label: 'Iniciar sesión' },
  demoButton: { label: 'Solicitar demostración' },
  activateCardLabel: 'Activar tarjeta',
  footerBlurb:
    'Una sola plataforma para ministerios, directivos escolares, docentes, padres y estudiantes: de la matrícula a los resultados de los exámenes, en la nube.',
  footerColumns: [
    {
      title: 'Productos',
      links: [{ label: 'SIS y LMS' }, { label: 'EMIS' }, { label: 'Preparación para exámenes' }, { label: 'Recaudación con Donafi' }],
    },
    { title: 'Soluciones', links: solutions.map(({ label }) => ({ label })) },
    {
      title: 'Empresa',
      links: [{ label: 'Quiénes somos' }, { label: 'Clientes' }, { label: 'Recursos' }, { label: 'Empleos' }, { label: 'Contacto' }],
    },
    {
      title: 'Legal',
      links: [{ label: 'Política de privacidad' }, { label: 'Términos del servicio' }, { label: 'Protección de datos' }],
    },
  ],
  newsletterHeading: 'Manténgase informado',
  newsletterText: 'Novedades del producto e historias de escuelas de nuestras regiones, una vez al mes.',
  figures: [
    { value: '+6', label: 'Países' },
    { value: '+1.400', label: 'Escuelas' },
    { value: '+300 mil', label: 'Estudiantes' },
    { value: '+70 mil', label: 'Docentes' },
  ],
}
