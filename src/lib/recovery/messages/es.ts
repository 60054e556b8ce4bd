import type { RecoveryEmailMessages } from './en'

/** The applicant's emails, in Latin American Spanish. */
export const es: RecoveryEmailMessages = {
  rows: {
    caseId: 'Número de caso',
    schoolName: 'Nombre de la escuela',
    schoolType: 'Tipo de escuela',
    educationLevel: 'Nivel educativo',
    address: 'Dirección',
    enrolment: 'Matrícula (estudiantes)',
    staff: 'Personal',
    existingCustomer: 'Ya es cliente',
    contactName: 'Persona de contacto',
    role: 'Cargo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    operationalStatus: 'Situación operativa',
    reopenDate: 'Fecha prevista de reapertura',
    damageLevel: 'Nivel de daños',
    damageDescription: 'Descripción del impacto',
    studentsDisplaced: 'Estudiantes desplazados',
    staffDisplaced: 'Personal desplazado',
    evidence: 'Enlace a evidencias',
    support: 'Apoyo solicitado',
    otherSupport: 'Otro apoyo',
    discountNeed: 'Descuento solicitado (%)',
    monthsNeeded: 'Meses de apoyo',
    continuityPlan: 'Plan de continuidad',
    signer: 'Firmante autorizado',
    sigDate: 'Fecha de la firma',
    school: 'Escuela',
    newStatus: 'Nuevo estado',
  },
  confirmation: {
    subject: (caseId) => `Recibimos su solicitud de apoyo para la recuperación: ${caseId}`,
    heading: 'Recibimos su solicitud de apoyo para la recuperación',
    intro: (name, school, caseId) =>
      `Estimado/a ${name}:\n\nGracias por solicitar apoyo para la recuperación de ${school}. ` +
      `Su número de caso es ${caseId}; menciónelo cada vez que se comunique con nosotros. ` +
      'Nuestro equipo revisa las solicitudes en pocos días hábiles y le escribirá a esta dirección.',
  },
  status: {
    subject: (caseId, status) => `Su solicitud de recuperación ${caseId} ahora está: ${status}`,
    heading: 'Novedades sobre su solicitud de apoyo para la recuperación',
    intro: (name, school, caseId, status) =>
      `Estimado/a ${name}:\n\nLa solicitud de apoyo para la recuperación de ${school} ` +
      `(número de caso ${caseId}) ahora está: ${status}.`,
    notes: (notes) => `\n\nMensaje de nuestro equipo:\n${notes}`,
    labels: {
      pending: 'Pendiente',
      under_review: 'En revisión',
      approved: 'Aprobada',
      rejected: 'Rechazada',
      needs_info: 'Requiere más información',
    },
  },
}
