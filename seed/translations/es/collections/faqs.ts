import type { Words } from '../../words'

/** The questions and answers of seed/collections/faqs.ts. */
export const faqsWords: Words = {
  'How do we get started with the platform?': '¿Cómo empezamos a usar la plataforma?',
  'Request a demo and our team will contact you within 24 hours. We then agree your plan, set up your school, migrate your records and train your staff.':
    'Solicite una demostración y nuestro equipo se pondrá en contacto con usted en un plazo de 24 horas. Luego acordamos su plan, configuramos su escuela, migramos sus registros y capacitamos a su personal.',
  'How long does it take to set up a school?': '¿Cuánto tiempo toma poner en marcha una escuela?',
  'Most schools go live within weeks. National rollouts follow our four-phase framework and start with a pilot: in St Vincent and the Grenadines, a 3-month pilot with 5 schools came before 1,120 schools were onboarded.':
    'La mayoría de las escuelas comienza a operar en pocas semanas. Las implementaciones nacionales siguen nuestro modelo de cuatro fases y empiezan con un piloto: en San Vicente y las Granadinas, un piloto de 3 meses con 5 escuelas precedió a la incorporación de 1.120 escuelas.',
  'Can you move our existing records onto the platform?':
    '¿Pueden trasladar nuestros registros actuales a la plataforma?',
  'Yes. Data migration is one of our professional services: we import student, staff and financial records from spreadsheets or your current system.':
    'Sí. La migración de datos es uno de nuestros servicios profesionales: importamos registros de estudiantes, personal y finanzas desde hojas de cálculo o desde su sistema actual.',
  'What modules does the platform include?': '¿Qué módulos incluye la plataforma?',
  'The student information system, SmartTrack attendance, SmartEnroll enrolment, report cards, transcripts, analytics, the LMS, SmartPlan AI lesson planning, announcements, billing, the parent portal, Simplified IQ assessments, SmartPulse surveys, finance, behaviour and IEP support.':
    'El sistema de información estudiantil, la asistencia con SmartTrack, la matrícula con SmartEnroll, boletas de calificaciones, certificados de estudios, analítica, el LMS, la planificación de clases con SmartPlan, avisos, facturación, el portal para padres, las evaluaciones con Simplified IQ, las encuestas con SmartPulse, finanzas, conducta y apoyo a planes educativos individualizados.',
  'Can parents use the platform on their phones?':
    '¿Los padres pueden usar la plataforma desde el celular?',
  'Yes. The parent portal shows grades, attendance, announcements and fees on any phone, and parents can pay by card or mobile money.':
    'Sí. El portal para padres muestra calificaciones, asistencia, avisos y cuotas en cualquier celular, y los padres pueden pagar con tarjeta o dinero móvil.',
  'Does the platform work for a whole country?': '¿La plataforma sirve para todo un país?',
  'Yes. Our national EMIS gives ministries live data from every school; schools are grouped 20 to 30 per data officer for support.':
    'Sí. Nuestro EMIS nacional ofrece a los ministerios datos en tiempo real de cada escuela; para el acompañamiento, las escuelas se agrupan de 20 a 30 por responsable de datos.',
  'Who owns our school’s data?': '¿A quién pertenecen los datos de nuestra escuela?',
  'Your institution does. We process it only to provide the service, and you can export it within 30 days after your subscription ends.':
    'A su institución. Solo los tratamos para prestar el servicio, y usted puede exportarlos durante los 30 días posteriores al fin de su suscripción.',
  'How do you protect student data?': '¿Cómo protegen los datos de los estudiantes?',
  'Access is role-based, administrators use multi-factor authentication, and if a breach affects personal data we notify the affected institutions within 72 hours.':
    'El acceso se asigna según el rol, los administradores usan autenticación multifactor y, si una brecha de seguridad afecta datos personales, notificamos a las instituciones afectadas en un plazo de 72 horas.',
  'How long do you keep data?': '¿Durante cuánto tiempo conservan los datos?',
  'Account data is deleted within 90 days of closure. Records of graduated students are kept for about 5 to 7 years for transcripts and references.':
    'Los datos de la cuenta se eliminan en un plazo de 90 días tras su cierre. Los expedientes de los estudiantes egresados se conservan entre 5 y 7 años aproximadamente, para emitir certificados de estudios y referencias.',
  'How much does the platform cost?': '¿Cuánto cuesta la plataforma?',
  'Basic is $1.00, Professional $1.50 and Premium $2.25 per student per month. Paying annually saves 15%, and multi-year agreements save up to 25%.':
    'El plan Básico cuesta US$1,00, el Profesional US$1,50 y el Premium US$2,25 por estudiante al mes. El pago anual ahorra un 15 % y los contratos plurianuales, hasta un 25 %.',
  'Do you offer discounts for groups of schools or schools in need?':
    '¿Ofrecen descuentos para grupos de escuelas o para escuelas con necesidades?',
  'Yes: custom cluster discounts for groups of schools, and needs-based pricing on application.':
    'Sí: descuentos personalizados para grupos de escuelas y precios según necesidad, previa solicitud.',
  'How do we get help when we need it?': '¿Cómo obtenemos ayuda cuando la necesitamos?',
  'Our help portal has guides for every part of the platform and a help desk staffed by our support team; premium support is available as a professional service.':
    'Nuestro portal de ayuda ofrece guías para cada parte de la plataforma y una mesa de ayuda atendida por nuestro equipo de soporte; el soporte premium está disponible como servicio profesional.',
}
