import type { SiteSetting } from '@/payload-types'

type SiteSettingsSeed = Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt'>

const solutions = [
  { label: 'Para gobiernos y ministerios', href: '/solutions/governments', description: 'EMIS nacional y visión de todo el sistema educativo' },
  { label: 'Para directivos escolares', href: '/solutions/school-leaders', description: 'Todas las áreas de su escuela en un solo lugar' },
  { label: 'Para docentes', href: '/solutions/teachers', description: 'Asistencia, calificaciones y planificación de clases con IA' },
  { label: 'Para padres y estudiantes', href: '/solutions/parents-students', description: 'Calificaciones, cuotas y mensajes en cualquier celular' },
]

const platform = [
  { label: 'Para gobiernos', href: '/platform/governments', description: 'EMIS nacional' },
  { label: 'Para escuelas', href: '/platform/schools', description: 'SIS y LMS' },
  { label: 'Para estudiantes y padres', href: '/platform/students-parents', description: 'Preparación para exámenes y portal para padres' },
  { label: 'IA y personalización', href: '/platform/ai', description: 'SmartPlan y Simplified IQ' },
  { label: 'Recaudación con Donafi', href: '/product/donafi', description: 'Donaciones de exalumnos y de la diáspora' },
]

export const externalUrls = {
  helpPortal: 'https://help.simplifiededu.example',
  cardActivation: 'https://card.simplifiededu.example',
  donate: 'https://donafi.example/hurricane-relief',
  fundraisingSite: 'https://donafi.example',
  learningCompanion: 'https://learn.simplifiededu.example',
}

export const siteSettingsSeed: SiteSettingsSeed = {
  brandName: 'Simplified Education',
  tagline: 'La plataforma de gestión escolar en la nube para el Caribe, África y América Latina',
  defaultDescription:
    'Gestión escolar en la nube: información estudiantil, LMS, EMIS nacional, preparación para exámenes con IA y Donafi para ministerios, escuelas y familias.',
  defaultKeywords: 'sistema de gestión escolar, SIS, LMS, EMIS, educación en el Caribe, software escolar',
  menus: [
    { label: 'Soluciones', overviewHref: '/solutions', items: solutions.map((item) => ({ ...item, newTab: false })) },
    { label: 'Plataforma', overviewHref: '/platform', items: platform.map((item) => ({ ...item, newTab: false })) },
    {
      label: 'Recursos',
      overviewHref: '/resources',
      items: [
        { label: 'Blog', href: '/resources/blog', description: 'Noticias e ideas de nuestro equipo', newTab: false },
        { label: 'Ayuda y soporte', href: externalUrls.helpPortal, description: 'Guías y mesa de ayuda', newTab: true },
        { label: 'Demostraciones del producto', href: '/resources/demos', description: 'Videos breves de la plataforma', newTab: false },
        { label: 'Casos de éxito', href: '/resources/case-studies', description: 'Historias de nuestros clientes', newTab: false },
        { label: 'Preguntas frecuentes', href: '/faqs', description: 'Respuestas a las dudas más comunes', newTab: false },
      ],
    },
  ],
  navLinks: [
    { label: 'Clientes', href: '/customers' },
    { label: 'Empresa', href: '/company' },
    { label: 'Precios', href: '/pricing' },
  ],
  loginButton: { label: 'Iniciar sesión', href: '/login' },
  demoButton: { label: 'Solicitar demostración', href: '/demo' },
  activateCardLabel: 'Activar tarjeta',
  footerBlurb:
    'Una sola plataforma para ministerios, directivos escolares, docentes, padres y estudiantes: de la matrícula a los resultados de los exámenes, en la nube.',
  footerColumns: [
    {
      title: 'Productos',
      links: [
        { label: 'SIS y LMS', href: '/platform/schools' },
        { label: 'EMIS', href: '/platform/governments' },
        { label: 'Preparación para exámenes', href: '/platform/students-parents' },
        { label: 'Recaudación con Donafi', href: '/product/donafi' },
      ],
    },
    { title: 'Soluciones', links: solutions.map(({ label, href }) => ({ label, href })) },
    {
      title: 'Empresa',
      links: [
        { label: 'Quiénes somos', href: '/company' },
        { label: 'Clientes', href: '/customers' },
        { label: 'Recursos', href: '/resources' },
        { label: 'Empleos', href: '/careers' },
        { label: 'Contacto', href: '/contact' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Política de privacidad', href: '/privacy' },
        { label: 'Términos del servicio', href: '/terms' },
        { label: 'Protección de datos', href: '/data-protection' },
      ],
    },
  ],
  socialLinks: [
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/simplifiededu' },
    { platform: 'facebook', url: 'https://www.facebook.com/simplifiededu' },
    { platform: 'twitter', url: 'https://twitter.com/simplifiededu' },
    { platform: 'youtube', url: 'https://www.youtube.com/@simplifiededu' },
    { platform: 'instagram', url: 'https://www.instagram.com/simplifiededu' },
  ],
  newsletterHeading: 'Manténgase informado',
  newsletterText: 'Novedades del producto e historias de escuelas de nuestras regiones, una vez al mes.',
  externalUrls,
  figures: [
    { value: '+6', label: 'Países' },
    { value: '+1.400', label: 'Escuelas' },
    { value: '+300 mil', label: 'Estudiantes' },
    { value: '+70 mil', label: 'Docentes' },
  ],
  inboxes: {
    sales: 'sales@simplifiededu.example',
    contact: 'info@simplifiededu.example',
    newsletter: 'marketing@simplifiededu.example',
    recovery: 'recovery@simplifiededu.example',
  },
}
