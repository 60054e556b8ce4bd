import type { Words } from '../words'

/** Phrases several documents share (buttons, the consultancy phases); a document's own words win. */
export const commonWords: Words = {
  'For Governments & Ministries': 'Para gobiernos y ministerios',
  'For School Leaders': 'Para directivos escolares',
  'For Teachers': 'Para docentes',
  'For Parents & Students': 'Para padres y estudiantes',
  'National EMIS': 'EMIS nacional',
  'AI & Personalization': 'IA y personalización',
  'Donafi Fundraising': 'Recaudación con Donafi',
  'Product Demos': 'Demostraciones del producto',
  'Case Studies': 'Casos de éxito',
  FAQs: 'Preguntas frecuentes',
  Announcements: 'Avisos',
  '1,120': '1.120',
  '50,000+': '+50.000',
  users: 'usuarios',
  '90%': '90 %',
  'time savings': 'de ahorro de tiempo',
  'Cashless school transport': 'Transporte escolar sin efectivo',
  'Explore the Platform': 'Conocer la plataforma',
  'Request a Demo': 'Solicitar una demostración',
  'Read Customer Stories': 'Leer historias de clientes',
  'See Pricing': 'Ver precios',
  'Our consultancy framework': 'Nuestro modelo de consultoría',
  'Every national or district rollout follows four phases, so each decision rests on what the previous phase learned.':
    'Toda implementación nacional o distrital sigue cuatro fases, de modo que cada decisión se apoya en lo aprendido en la fase anterior.',
  'Learn and Assess': 'Conocer y evaluar',
  'We study your schools, data flows, connectivity and policies, and measure where time and information are lost today.':
    'Estudiamos sus escuelas, flujos de datos, conectividad y políticas, y medimos dónde se pierden hoy tiempo e información.',
  'Envision and Strategize': 'Visualizar y planificar',
  'Together we set the goals, the order of rollout and the figures that will show success.':
    'Juntos definimos los objetivos, el orden de la implementación y los indicadores que demostrarán el éxito.',
  'Activate and Implement': 'Activar e implementar',
  'We configure the platform, migrate records, train staff and support schools as they go live.':
    'Configuramos la plataforma, migramos los registros, capacitamos al personal y acompañamos a las escuelas durante su puesta en marcha.',
  'Drive and Optimize': 'Impulsar y optimizar',
  'We track adoption and results, then tune the platform and training so the gains keep growing.':
    'Damos seguimiento a la adopción y a los resultados, y luego ajustamos la plataforma y la capacitación para que los beneficios sigan creciendo.',
  'About the Company': 'Acerca de la empresa',
  'Report cards and transcripts': 'Boletas de calificaciones y certificados de estudios',
  'Billing and finance': 'Facturación y finanzas',
  'Learning management': 'Gestión del aprendizaje',
  'Read Case Studies': 'Leer casos de éxito',
  'Last updated: January 2025. Effective: 1 January 2025.':
    'Última actualización: enero de 2025. Vigente desde el 1 de enero de 2025.',
}
