import type { DemoVideo } from '@/payload-types'

type DemoVideoSeed = Pick<DemoVideo, 'title' | 'description' | 'videoId' | 'order'>

/**
 * Six demo videos. The spec names no video ids; these are placeholders that marketers
 * replace with the real ids in the CMS (docs/decisions.md).
 */
export const demoVideosSeed: DemoVideoSeed[] = [
  { title: 'Recorrido por la plataforma', description: 'Un recorrido por toda la plataforma, de la matrícula a los tableros nacionales.', videoId: 'platform-overview', order: 1 },
  { title: 'Panel y analítica para docentes', description: 'Cómo los docentes toman asistencia, califican trabajos y siguen el progreso de cada clase.', videoId: 'teacher-dashboard', order: 2 },
  { title: 'Gestión de la información estudiantil', description: 'Matrícula, expedientes, boletas de calificaciones y certificados de estudios en el sistema de información estudiantil.', videoId: 'student-information', order: 3 },
  { title: 'Portal para padres', description: 'Lo que ven los padres: calificaciones, asistencia, avisos y pago de cuotas.', videoId: 'parent-portal', order: 4 },
  { title: 'Herramientas de administración escolar', description: 'Facturación, finanzas, personal y horarios para la administración de la escuela.', videoId: 'school-administration', order: 5 },
  { title: 'Informes y análisis', description: 'Analítica e informes para directivos escolares, distritos y ministerios.', videoId: 'reporting-insights', order: 6 },
]
