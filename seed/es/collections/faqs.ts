import type { Faq } from '@/payload-types'

type FaqSeed = Pick<Faq, 'category' | 'question' | 'answer' | 'order'>

const group = (category: Faq['category'], start: number, pairs: [string, string][]): FaqSeed[] =>
  pairs.map(([question, answer], index) => ({ category, question, answer, order: start + index }))

/** Four categories, three questions each. */
export const faqsSeed: FaqSeed[] = [
  ...group('getting-started', 1, [
    ['¿Cómo empezamos a usar la plataforma?', 'Solicite una demostración y nuestro equipo se pondrá en contacto con usted en un plazo de 24 horas. Luego acordamos su plan, configuramos su escuela, migramos sus registros y capacitamos a su personal.'],
    ['¿Cuánto tiempo toma poner en marcha una escuela?', 'La mayoría de las escuelas comienza a operar en pocas semanas. Las implementaciones nacionales siguen nuestro modelo de cuatro fases y empiezan con un piloto: en San Vicente y las Granadinas, un piloto de 3 meses con 5 escuelas precedió a la incorporación de 1.120 escuelas.'],
    ['¿Pueden trasladar nuestros registros actuales a la plataforma?', 'Sí. La migración de datos es uno de nuestros servicios profesionales: importamos registros de estudiantes, personal y finanzas desde hojas de cálculo o desde su sistema actual.'],
  ]),
  ...group('features', 4, [
    ['¿Qué módulos incluye la plataforma?', 'El sistema de información estudiantil, la asistencia con SmartTrack, la matrícula con SmartEnroll, boletas de calificaciones, certificados de estudios, analítica, el LMS, la planificación de clases con SmartPlan, avisos, facturación, el portal para padres, las evaluaciones con Simplified IQ, las encuestas con SmartPulse, finanzas, conducta y apoyo a planes educativos individualizados.'],
    ['¿Los padres pueden usar la plataforma desde el celular?', 'Sí. El portal para padres muestra calificaciones, asistencia, avisos y cuotas en cualquier celular, y los padres pueden pagar con tarjeta o dinero móvil.'],
    ['¿La plataforma sirve para todo un país?', 'Sí. Nuestro EMIS nacional ofrece a los ministerios datos en tiempo real de cada escuela; para el acompañamiento, las escuelas se agrupan de 20 a 30 por responsable de datos.'],
  ]),
  ...group('security', 7, [
    ['¿A quién pertenecen los datos de nuestra escuela?', 'A su institución. Solo los tratamos para prestar el servicio, y usted puede exportarlos durante los 30 días posteriores al fin de su suscripción.'],
    ['¿Cómo protegen los datos de los estudiantes?', 'El acceso se asigna según el rol, los administradores usan autenticación multifactor y, si una brecha de seguridad afecta datos personales, notificamos a las instituciones afectadas en un plazo de 72 horas.'],
    ['¿Durante cuánto tiempo conservan los datos?', 'Los datos de la cuenta se eliminan en un plazo de 90 días tras su cierre. Los expedientes de los estudiantes egresados se conservan entre 5 y 7 años aproximadamente, para emitir certificados de estudios y referencias.'],
  ]),
  ...group('pricing-support', 10, [
    ['¿Cuánto cuesta la plataforma?', 'El plan Básico cuesta US$1,00, el Profesional US$1,50 y el Premium US$2,25 por estudiante al mes. El pago anual ahorra un 15 % y los contratos plurianuales, hasta un 25 %.'],
    ['¿Ofrecen descuentos para grupos de escuelas o para escuelas con necesidades?', 'Sí: descuentos personalizados para grupos de escuelas y precios según necesidad, previa solicitud.'],
    ['¿Cómo obtenemos ayuda cuando la necesitamos?', 'Nuestro portal de ayuda ofrece guías para cada parte de la plataforma y una mesa de ayuda atendida por nuestro equipo de soporte; el soporte premium está disponible como servicio profesional.'],
  ]),
]
