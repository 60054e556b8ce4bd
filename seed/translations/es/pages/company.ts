import type { Words } from '../../words'

/** The pages of seed/pages/company.ts, by path. */
export const companyWords: Record<string, Words> = {
  company: {
    Company: 'Empresa',
    'Who we are: an education-technology company building a cloud school-management platform for the Caribbean, Africa and Latin America.':
      'Quiénes somos: una empresa de tecnología educativa que crea una plataforma de gestión escolar en la nube para el Caribe, África y América Latina.',
    'About us': 'Quiénes somos',
    'We build the platform that schools in our regions deserve':
      'Creamos la plataforma que merecen las escuelas de nuestras regiones',
    'We started with one question: why do schools in the Caribbean, Africa and Latin America still run on paper and spreadsheets? Today ministries, school leaders, teachers and families use our cloud platform every day.':
      'Empezamos con una pregunta: ¿por qué las escuelas del Caribe, África y América Latina siguen funcionando con papel y hojas de cálculo? Hoy, ministerios, directivos escolares, docentes y familias usan nuestra plataforma en la nube todos los días.',
    'Join Our Team': 'Únase a nuestro equipo',
    'Our story': 'Nuestra historia',
    'We began with a student information system for a handful of schools. Ministries asked for national data, teachers asked for time back, parents asked to see progress, and schools asked for help raising funds. The platform grew into SIS, LMS, a national EMIS, AI test prep and Donafi fundraising.':
      'Comenzamos con un sistema de información estudiantil para unas pocas escuelas. Los ministerios pidieron datos nacionales, los docentes pidieron recuperar su tiempo, los padres quisieron ver el progreso de sus hijos y las escuelas pidieron ayuda para recaudar fondos. Así, la plataforma creció hasta reunir SIS, LMS, un EMIS nacional, preparación para exámenes con IA y la recaudación con Donafi.',
    'A national EMIS': 'Un EMIS nacional',
    'Rolled out to 1,120 schools in St Vincent and the Grenadines after a 3-month pilot.':
      'Implementado en 1.120 escuelas de San Vicente y las Granadinas tras un piloto de 3 meses.',
    'Beyond the classroom': 'Más allá del aula',
    'A cashless school bus in rural Jamaica with 100% digital fares.':
      'Un autobús escolar sin efectivo en zonas rurales de Jamaica, con pasajes 100 % digitales.',
    'Our mission': 'Nuestra misión',
    'Every learner counted': 'Cada estudiante cuenta',
    'One accurate record for every student, from enrolment to graduation.':
      'Un registro preciso para cada estudiante, de la matrícula a la graduación.',
    'Time back for teaching': 'Más tiempo para enseñar',
    'Up to 70% less administrative work for schools.':
      'Hasta 70 % menos trabajo administrativo para las escuelas.',
    'Decisions on real data': 'Decisiones con datos reales',
    'Live figures for leaders and ministries, not last year’s census.':
      'Cifras en tiempo real para directivos y ministerios, no el censo del año pasado.',
    'Our impact': 'Nuestro impacto',
    Recognition: 'Reconocimientos',
    'National EMIS rollout': 'Implementación de un EMIS nacional',
    'Chosen to run the education data of St Vincent and the Grenadines':
      'Elegidos para gestionar los datos educativos de San Vicente y las Granadinas',
    'Exam results': 'Resultados en exámenes',
    '9 of the top 11 national exam students in St Vincent used our test prep':
      '9 de los 11 mejores estudiantes en los exámenes nacionales de San Vicente usaron nuestra preparación para exámenes',
    Reliability: 'Confiabilidad',
    '99.9% uptime for the schools that depend on us':
      '99,9 % de disponibilidad para las escuelas que dependen de nosotros',
    Partners: 'Aliados',
    'Ministries of education': 'Ministerios de educación',
    'National and regional education authorities': 'Autoridades educativas nacionales y regionales',
    'Card payment provider': 'Proveedor de pagos con tarjeta',
    'Processing Donafi card donations': 'Procesa las donaciones con tarjeta de Donafi',
    'Mobile-money operators': 'Operadores de dinero móvil',
    'Fees and donations from mobile wallets': 'Cuotas y donaciones desde billeteras móviles',
    'Where we work': 'Dónde trabajamos',
    'Schools in 6+ countries across three regions.':
      'Escuelas en más de 6 países de tres regiones.',
    'The Caribbean': 'El Caribe',
    'Jamaica, Trinidad and Tobago, Barbados, St Vincent and the Grenadines, Grenada, St Lucia, Dominica, Antigua and Barbuda, St Kitts and Nevis':
      'Jamaica, Trinidad y Tobago, Barbados, San Vicente y las Granadinas, Granada, Santa Lucía, Dominica, Antigua y Barbuda, San Cristóbal y Nieves',
    Africa: 'África',
    'Latin America': 'América Latina',
    'Schools and higher-education institutions': 'Escuelas e instituciones de educación superior',
    'Help us bring every school online': 'Ayúdenos a llevar cada escuela a la nube',
    'See Open Positions': 'Ver vacantes',
  },
}
