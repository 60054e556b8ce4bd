import type { Job } from '@/payload-types'

type JobSeed = Pick<Job, 'title' | 'department' | 'location' | 'type' | 'description'> & {
  responsibilities: { item: string }[]
  qualifications: { item: string }[]
  competencies: { item: string }[]
}

const list = (entries: string[]) => entries.map((item) => ({ item }))

/** The one listing in the spec's sample data. */
export const jobsSeed: JobSeed[] = [
  {
    title: 'Encargado(a) de Recursos Humanos y Finanzas',
    department: 'Operaciones',
    location: 'Remoto',
    type: 'Full-time',
    description:
      'Asegure que nuestro equipo en crecimiento reciba su pago a tiempo, cuente con apoyo y cumpla con la normativa. Estará a cargo de la nómina, la contabilidad y la gestión de personas en los países donde trabajamos, para que nuestros educadores e ingenieros puedan concentrarse en las escuelas.',
    responsibilities: list([
      'Procesar la nómina mensual y los pagos a contratistas en varios países.',
      'Llevar la contabilidad, conciliar cuentas y preparar los informes financieros mensuales.',
      'Gestionar los registros de facturación a las escuelas y dar seguimiento a las facturas vencidas.',
      'Coordinar el reclutamiento, la incorporación del personal y los expedientes del personal.',
      'Mantener las políticas y los contratos de recursos humanos al día con la legislación local.',
    ]),
    qualifications: list([
      'Título universitario en contabilidad, finanzas, administración de empresas o recursos humanos.',
      'Al menos tres años de experiencia en un puesto que combine recursos humanos y finanzas.',
      'Experiencia con software de nómina y de contabilidad.',
      'Se valorará la experiencia de trabajo en el Caribe, África o América Latina.',
    ]),
    competencies: list([
      'Precisión y discreción en el manejo de información confidencial.',
      'Comunicación oral y escrita clara.',
      'Organización y autonomía en el trabajo remoto.',
      'Buen criterio y vocación de servicio.',
    ]),
  },
]
