import type { Words } from '../../words'

/** The openings of seed/collections/jobs.ts. */
export const jobsWords: Words = {
  'HR and Finance Officer': 'Encargado(a) de Recursos Humanos y Finanzas',
  Operations: 'Operaciones',
  Remote: 'Remoto',
  'Keep our growing team paid, supported and compliant. You will run payroll, bookkeeping and people operations across the countries we work in, so our educators and engineers can focus on schools.':
    'Asegure que nuestro equipo en crecimiento reciba su pago a tiempo, cuente con apoyo y cumpla con la normativa. Estará a cargo de la nómina, la contabilidad y la gestión de personas en los países donde trabajamos, para que nuestros educadores e ingenieros puedan concentrarse en las escuelas.',
  'Run monthly payroll and contractor payments across several countries.':
    'Procesar la nómina mensual y los pagos a contratistas en varios países.',
  'Keep the books, reconcile accounts and prepare monthly financial reports.':
    'Llevar la contabilidad, conciliar cuentas y preparar los informes financieros mensuales.',
  'Manage school billing records and follow up on overdue invoices.':
    'Gestionar los registros de facturación a las escuelas y dar seguimiento a las facturas vencidas.',
  'Coordinate recruitment, onboarding and staff records.':
    'Coordinar el reclutamiento, la incorporación del personal y los expedientes del personal.',
  'Keep HR policies and contracts up to date with local law.':
    'Mantener las políticas y los contratos de recursos humanos al día con la legislación local.',
  'A degree in accounting, finance, business or human resources.':
    'Título universitario en contabilidad, finanzas, administración de empresas o recursos humanos.',
  'At least three years in a combined HR and finance role.':
    'Al menos tres años de experiencia en un puesto que combine recursos humanos y finanzas.',
  'Experience with payroll and accounting software.':
    'Experiencia con software de nómina y de contabilidad.',
  'Experience working across the Caribbean, Africa or Latin America is an advantage.':
    'Se valorará la experiencia de trabajo en el Caribe, África o América Latina.',
  'Accuracy and discretion with confidential information.':
    'Precisión y discreción en el manejo de información confidencial.',
  'Clear written and spoken communication.': 'Comunicación oral y escrita clara.',
  'Organised, self-directed remote working.': 'Organización y autonomía en el trabajo remoto.',
  'Sound judgement and a service mindset.': 'Buen criterio y vocación de servicio.',
}
