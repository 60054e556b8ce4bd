import { hero, link, pricingTable, secondary, type PageSeed } from '../../blocks'

const demoAndQuote = [link('Solicitar una demostración', '/demo'), secondary('Pedir una cotización personalizada', '/quote')]

export const pricingPage: PageSeed = {
  title: 'Precios',
  path: 'pricing',
  meta: { description: 'Precios por estudiante: Básico US$1,00, Profesional US$1,50 y Premium US$2,25 por estudiante al mes, con descuentos anuales y plurianuales.' },
  layout: [
    hero({
      heading: 'Precios simples, por estudiante',
      text: 'Pague por estudiante al mes, con descuentos en planes anuales y plurianuales. Gobiernos, universidades, empresas e instituciones de educación técnica y formación profesional cuentan con planes hechos a su medida.',
    }),
    pricingTable({
      tabs: [
        {
          label: 'Escuelas',
          audience: 'schools',
          heading: 'Planes para escuelas',
          text: 'Elija el plan que se ajusta hoy a su escuela y pase a un plan superior cuando esté listo.',
          showTiers: true,
          tierLinks: [link('Comenzar', '/demo')],
          links: [link('Solicitar una demostración', '/demo'), secondary('Pedir una cotización personalizada', '/quote')],
        },
        {
          label: 'Gobiernos',
          audience: 'governments',
          heading: 'Planes nacionales y distritales',
          text: 'Un EMIS nacional con precio para todas las escuelas del país, con la implementación, la capacitación y los responsables de datos planificados junto con su ministerio.',
          highlights: [
            { text: 'Todas las escuelas en una sola plataforma, con tableros nacionales en tiempo real' },
            { text: 'Nuestro modelo de consultoría en cuatro fases, de la evaluación a la optimización' },
            { text: 'Descuentos personalizados para grupos de escuelas' },
          ],
          links: [link('Solicitar una demostración', '/demo'), secondary('Soluciones para gobiernos', '/solutions/governments')],
        },
        {
          label: 'Educación superior',
          audience: 'higher-ed',
          heading: 'Planes para institutos y universidades',
          text: 'Admisiones, expedientes, certificados de estudios, gestión del aprendizaje y facturación para instituciones de educación superior.',
          highlights: [{ text: 'Certificados de estudios y expedientes por programa' }, { text: 'Gestión del aprendizaje para cada curso' }, { text: 'Facturación y finanzas' }],
          links: demoAndQuote,
        },
        {
          label: 'Empresas',
          audience: 'corporates',
          heading: 'Planes para la capacitación empresarial',
          text: 'Gestión del aprendizaje, evaluaciones e informes para los programas de capacitación del personal.',
          highlights: [{ text: 'Cursos y evaluaciones en línea' }, { text: 'Informes de finalización y resultados' }, { text: 'Encuestas con SmartPulse' }],
          links: demoAndQuote,
        },
        {
          label: 'Educación técnica',
          audience: 'tvet',
          heading: 'Planes para instituciones técnicas y de formación profesional',
          text: 'Matrícula, asistencia, registros por competencias y gestión del aprendizaje para instituciones de educación técnica y formación profesional.',
          highlights: [{ text: 'Matrícula y asistencia' }, { text: 'Registros y certificados basados en competencias' }, { text: 'Gestión del aprendizaje para programas prácticos' }],
          links: demoAndQuote,
        },
      ],
      comparisonHeading: 'Compare los planes',
      discountsHeading: 'Descuentos',
      discounts: [
        { title: '15 % de descuento', text: 'al pagar anualmente' },
        { title: 'Hasta 25 % de descuento', text: 'en contratos plurianuales' },
        { title: 'Descuentos personalizados por grupo', text: 'para grupos de escuelas que se suman juntas' },
        { title: 'Precios según necesidad', text: 'disponibles previa solicitud' },
      ],
      servicesHeading: 'Servicios profesionales',
      services: [
        { title: 'Implementación', text: 'Puesta en marcha y configuración para sus escuelas.' },
        { title: 'Migración de datos', text: 'Sus registros actuales, trasladados a la plataforma.' },
        { title: 'Capacitación', text: 'Para administradores, docentes y responsables de datos.' },
        { title: 'Desarrollo a la medida', text: 'Funcionalidades creadas según sus requerimientos.' },
        { title: 'Integración', text: 'Conexión con sus sistemas actuales.' },
        { title: 'Soporte premium', text: 'Atención prioritaria cuando la necesite.' },
        { title: 'Consultoría', text: 'Nuestro modelo en cuatro fases para implementaciones distritales y nacionales.' },
      ],
    }),
  ],
}
