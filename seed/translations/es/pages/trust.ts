import type { Words } from '../../words'

/** The pages of seed/pages/trust.ts, by path. */
export const trustWords: Record<string, Words> = {
  trust: {
    'Trust centre': 'Centro de confianza',
    'Security, privacy and accessibility documents for ministries and schools: download them, or request the confidential ones.':
      'Documentos de seguridad, privacidad y accesibilidad para ministerios y escuelas: descárguelos o solicite los confidenciales.',
    'Security and compliance for public-sector buyers':
      'Seguridad y cumplimiento para compradores del sector público',
    'Everything a ministry or school needs to evaluate the platform: our security overview and accessibility statement to download, our data processing agreement and test reports on request, and who processes data for us.':
      'Todo lo que un ministerio o una escuela necesita para evaluar la plataforma: nuestro resumen de seguridad y nuestra declaración de accesibilidad para descargar, el acuerdo de tratamiento de datos y los informes de pruebas a solicitud, y quién trata datos por nosotros.',
    'Contact us': 'Contáctenos',
    Documents: 'Documentos',
    'Public documents download at once. Confidential ones are shared with evaluators after a short review: request access and we usually answer within two working days.':
      'Los documentos públicos se descargan al instante. Los confidenciales se comparten con los evaluadores tras una breve revisión: solicite acceso y normalmente respondemos en dos días hábiles.',
    'Sub-processors': 'Subencargados del tratamiento',
    'The companies that process customer data on our behalf.':
      'Las empresas que tratan datos de clientes en nuestro nombre.',
    'Follow changes to our sub-processors': 'Siga los cambios de nuestros subencargados',
    'We announce every new sub-processor before it starts. Get the list’s updates by email or RSS.':
      'Anunciamos cada subencargado nuevo antes de que empiece. Reciba las novedades de la lista por correo o por RSS.',
    'Sub-processors and updates': 'Subencargados y novedades',
    'Status and security contact': 'Estado del servicio y contacto de seguridad',
    'Live status of the platform, and where to report a security issue.':
      'El estado en vivo de la plataforma y dónde informar de un problema de seguridad.',
  },
  'trust/sub-processors': {
    'Trust centre': 'Centro de confianza',
    'Sub-processors': 'Subencargados del tratamiento',
    'The companies that process customer data for the platform, where, and since when. Follow changes by email or RSS.':
      'Las empresas que tratan datos de clientes para la plataforma, dónde y desde cuándo. Siga los cambios por correo o por RSS.',
    'The companies that process customer data for the platform, what for, where, and since when. We announce every change before it takes effect.':
      'Las empresas que tratan datos de clientes para la plataforma, para qué, dónde y desde cuándo. Anunciamos cada cambio antes de que entre en vigor.',
    'Back to the trust centre': 'Volver al centro de confianza',
    'Current sub-processors': 'Subencargados actuales',
  },
}
