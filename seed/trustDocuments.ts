import type { Document } from '../src/payload-types'
import type { PdfContent } from './trustPdfs'

type Sections = PdfContent['sections']

/** One seeded trust document: what the trust centre lists (in both languages) and what its PDF says. */
export type TrustDocumentSeed = {
  /** The PDF's file name, without the version. */
  file: string
  category: Document['category']
  accessLevel: Document['accessLevel']
  /** The language the PDF is written in: one of the seed's own two, whatever else the site adds. */
  language: 'en' | 'es'
  version: string
  issuedOn: string
  /** The list's title and summary, in each language of the site. */
  en: { title: string; summary: string }
  es: { title: string; summary: string }
  pdf: { subtitle: string; classification: string; sections: Sections }
}

const securityEn: Sections = [
  {
    heading: 'Purpose and scope',
    paragraphs: [
      'This overview describes how Simplified Education protects the student information, learning management and national EMIS platforms it operates for ministries of education, school groups and individual schools. It is written for procurement officers, data protection officers and IT teams who evaluate the platform, and it complements the contractual commitments of the data processing agreement.',
      'It covers the production platform, its supporting services and the people who operate them. The controls described apply equally to customers in the Caribbean, Africa and Latin America.',
    ],
  },
  {
    heading: 'Governance and people',
    paragraphs: [
      'Security is owned by the Chief Technology Officer and reviewed quarterly by the leadership team. Our information security policy set is aligned with ISO/IEC 27001 and is reviewed at least once a year.',
    ],
    bullets: [
      'Every employee and contractor signs a confidentiality agreement and completes security and privacy training when they join and every year after.',
      'Background checks are carried out for staff with access to production systems, where local law allows.',
      'Access is granted by role, reviewed every quarter, and removed on the day a person leaves.',
    ],
  },
  {
    heading: 'Hosting and infrastructure',
    paragraphs: [
      'The platform runs on Amazon Web Services in the United States (Virginia), with Latin American customers hosted in Brazil (São Paulo) on request. Production, staging and development are separate accounts; no customer data is used outside production.',
      'Networks are segmented so that databases accept connections only from the application tier. Administrative access goes through a bastion with single sign-on and two-factor authentication, and every session is logged.',
    ],
  },
  {
    heading: 'Data protection',
    bullets: [
      'Data in transit is encrypted with TLS 1.2 or later; HTTP Strict Transport Security is enabled on every domain.',
      'Data at rest is encrypted with AES-256, with keys managed by AWS Key Management Service and rotated yearly.',
      'Each customer’s records are separated logically by tenant, and every query is scoped to the signed-in user’s school or ministry.',
      'Backups are taken every night, encrypted, kept for 35 days in a second region, and restored in a test every quarter.',
    ],
  },
  {
    heading: 'Application security',
    paragraphs: [
      'Every change is reviewed by a second engineer and passes automated tests and dependency checks before it is deployed. An independent firm tests the platform for vulnerabilities every year, and findings are fixed within deadlines set by their severity: 7 days for critical, 30 days for high and 90 days for medium.',
      'Staff and customer administrators sign in with two-factor authentication. Passwords are stored with a slow, salted hash, and repeated failed sign-ins lock the account for a time.',
    ],
  },
  {
    heading: 'Monitoring and incident response',
    paragraphs: [
      'Logs from the application, the databases and the network are kept for one year and watched for unusual activity around the clock. Our incident response plan names who decides, who communicates and how evidence is kept.',
      'We notify affected customers of a personal data breach without undue delay and in any case within 72 hours of becoming aware of it, with what we know, what we are doing and whom to contact.',
    ],
  },
  {
    heading: 'Business continuity',
    paragraphs: [
      'The platform runs in more than one availability zone. Our recovery objectives are a recovery point of 24 hours and a recovery time of 8 hours for the whole platform, tested in a yearly exercise. Live status and incident history are published on our status page.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Report a security concern to security@simplifiededu.example. Our security.txt file, at /.well-known/security.txt on our website, lists the same contact. We acknowledge every report within two working days.',
    ],
  },
]

const securityEs: Sections = [
  {
    heading: 'Propósito y alcance',
    paragraphs: [
      'Este resumen describe cómo Simplified Education protege las plataformas de información estudiantil, de gestión del aprendizaje y de EMIS nacional que opera para ministerios de educación, grupos de escuelas y escuelas. Está dirigido a responsables de compras, delegados de protección de datos y equipos de TI que evalúan la plataforma, y complementa los compromisos contractuales del acuerdo de tratamiento de datos.',
      'Abarca la plataforma en producción, los servicios que la sostienen y las personas que la operan. Los controles descritos se aplican por igual a los clientes del Caribe, África y América Latina.',
    ],
  },
  {
    heading: 'Gobierno y personas',
    paragraphs: [
      'La seguridad está a cargo del director de tecnología y el equipo directivo la revisa cada trimestre. Nuestro conjunto de políticas de seguridad de la información sigue la norma ISO/IEC 27001 y se revisa al menos una vez al año.',
    ],
    bullets: [
      'Cada empleado y contratista firma un acuerdo de confidencialidad y completa una formación en seguridad y privacidad al incorporarse y cada año.',
      'Se verifican los antecedentes del personal con acceso a los sistemas de producción, donde la ley local lo permite.',
      'El acceso se concede por función, se revisa cada trimestre y se retira el mismo día en que una persona deja la empresa.',
    ],
  },
  {
    heading: 'Alojamiento e infraestructura',
    paragraphs: [
      'La plataforma funciona en Amazon Web Services en Estados Unidos (Virginia) y, a solicitud, en Brasil (São Paulo) para clientes de América Latina. Producción, preproducción y desarrollo son cuentas separadas; ningún dato de clientes se usa fuera de producción.',
      'Las redes están segmentadas de modo que las bases de datos solo aceptan conexiones de la capa de aplicación. El acceso administrativo pasa por un bastión con inicio de sesión único y autenticación en dos pasos, y cada sesión queda registrada.',
    ],
  },
  {
    heading: 'Protección de los datos',
    bullets: [
      'Los datos en tránsito se cifran con TLS 1.2 o superior; HTTP Strict Transport Security está activado en todos los dominios.',
      'Los datos en reposo se cifran con AES-256, con claves gestionadas por AWS Key Management Service y rotadas cada año.',
      'Los registros de cada cliente están separados lógicamente por inquilino, y cada consulta se limita a la escuela o el ministerio del usuario.',
      'Las copias de seguridad se hacen cada noche, se cifran, se conservan 35 días en una segunda región y se restauran en una prueba cada trimestre.',
    ],
  },
  {
    heading: 'Seguridad de las aplicaciones',
    paragraphs: [
      'Cada cambio lo revisa un segundo ingeniero y pasa pruebas automáticas y controles de dependencias antes de publicarse. Una empresa independiente prueba la plataforma cada año, y los hallazgos se corrigen en plazos fijados por su gravedad: 7 días los críticos, 30 días los altos y 90 días los medios.',
      'El personal y los administradores de los clientes inician sesión con autenticación en dos pasos. Las contraseñas se guardan con un hash lento y con sal, y los intentos fallidos repetidos bloquean la cuenta por un tiempo.',
    ],
  },
  {
    heading: 'Monitoreo y respuesta a incidentes',
    paragraphs: [
      'Los registros de la aplicación, las bases de datos y la red se conservan un año y se vigilan las 24 horas en busca de actividad inusual. Nuestro plan de respuesta a incidentes define quién decide, quién comunica y cómo se conservan las evidencias.',
      'Notificamos a los clientes afectados cualquier violación de datos personales sin dilación indebida y, en todo caso, dentro de las 72 horas desde que tenemos conocimiento de ella.',
    ],
  },
  {
    heading: 'Continuidad del servicio',
    paragraphs: [
      'La plataforma funciona en más de una zona de disponibilidad. Nuestros objetivos de recuperación son un punto de recuperación de 24 horas y un tiempo de recuperación de 8 horas para toda la plataforma, probados en un ejercicio anual. El estado en vivo y el historial de incidentes se publican en nuestra página de estado.',
    ],
  },
  {
    heading: 'Contacto',
    paragraphs: [
      'Informe de cualquier problema de seguridad a security@simplifiededu.example. Nuestro archivo security.txt, en /.well-known/security.txt de nuestro sitio, indica el mismo contacto. Respondemos a cada informe en un plazo de dos días hábiles.',
    ],
  },
]

const accessibilityEn: Sections = [
  {
    heading: 'Our commitment',
    paragraphs: [
      'Simplified Education wants every student, parent, teacher and ministry official to use our platform and website, whatever their abilities and whatever device or connection they have. This statement covers the web applications of the student information system, the learning management system, the parent portal and our public website.',
    ],
  },
  {
    heading: 'Conformance status',
    paragraphs: [
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The public website and the parent portal meet that standard. The teacher gradebook and the report builder partially meet it: the exceptions are listed below, each with the date by which we plan to fix it.',
    ],
  },
  {
    heading: 'Known limitations',
    bullets: [
      'Some charts in the report builder have no text alternative yet; the same figures can be exported as a table. Planned: March 2027.',
      'Keyboard focus is not always visible in the gradebook’s bulk-edit grid. Planned: January 2027.',
      'Some PDF reports generated before 2025 are not tagged for screen readers; new reports are.',
    ],
  },
  {
    heading: 'How we test',
    paragraphs: [
      'Every change to a screen is checked with automated accessibility tests. Twice a year, an external specialist reviews the main journeys with screen readers (NVDA, VoiceOver and TalkBack), keyboard only and 200 % zoom, and people with disabilities take part in our user research.',
    ],
  },
  {
    heading: 'Low bandwidth and low-cost devices',
    paragraphs: [
      'Many of our users connect through mobile data. Our pages are built to load quickly on slow connections and on low-cost Android phones, the parent portal works offline for attendance and grades already viewed, and text messages carry the most important notices.',
    ],
  },
  {
    heading: 'Feedback and contact',
    paragraphs: [
      'If something on our platform or website is hard to use, write to accessibility@simplifiededu.example. We reply within five working days and, where we cannot fix the problem quickly, we provide the information in another format.',
    ],
  },
]

const accessibilityEs: Sections = [
  {
    heading: 'Nuestro compromiso',
    paragraphs: [
      'Simplified Education quiere que cada estudiante, familia, docente y funcionario de ministerio pueda usar nuestra plataforma y nuestro sitio, sean cuales sean sus capacidades, su dispositivo o su conexión. Esta declaración abarca las aplicaciones web del sistema de información estudiantil, del sistema de gestión del aprendizaje, del portal para familias y nuestro sitio público.',
    ],
  },
  {
    heading: 'Estado de conformidad',
    paragraphs: [
      'Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. El sitio público y el portal para familias cumplen ese nivel. El libro de calificaciones y el generador de informes lo cumplen parcialmente: las excepciones se indican a continuación, cada una con la fecha en que prevemos corregirla.',
    ],
  },
  {
    heading: 'Limitaciones conocidas',
    bullets: [
      'Algunos gráficos del generador de informes aún no tienen alternativa textual; las mismas cifras pueden exportarse como tabla. Previsto: marzo de 2027.',
      'El foco del teclado no siempre es visible en la cuadrícula de edición masiva del libro de calificaciones. Previsto: enero de 2027.',
      'Algunos informes en PDF generados antes de 2025 no están etiquetados para lectores de pantalla; los nuevos sí lo están.',
    ],
  },
  {
    heading: 'Cómo evaluamos',
    paragraphs: [
      'Cada cambio en una pantalla se comprueba con pruebas automáticas de accesibilidad. Dos veces al año, un especialista externo revisa los recorridos principales con lectores de pantalla (NVDA, VoiceOver y TalkBack), solo con teclado y con un zoom del 200 %, y personas con discapacidad participan en nuestra investigación con usuarios.',
    ],
  },
  {
    heading: 'Conexiones lentas y dispositivos económicos',
    paragraphs: [
      'Muchos de nuestros usuarios se conectan con datos móviles. Nuestras páginas están hechas para cargar rápido en conexiones lentas y en teléfonos Android económicos; el portal para familias funciona sin conexión para la asistencia y las calificaciones ya consultadas, y los mensajes de texto llevan los avisos más importantes.',
    ],
  },
  {
    heading: 'Comentarios y contacto',
    paragraphs: [
      'Si algo de nuestra plataforma o de nuestro sitio es difícil de usar, escriba a accessibility@simplifiededu.example. Respondemos en un plazo de cinco días hábiles y, cuando no podemos resolver el problema pronto, le damos la información en otro formato.',
    ],
  },
]

const dpaEn: Sections = [
  {
    heading: 'Parties and subject matter',
    paragraphs: [
      'This Data Processing Agreement ("DPA") forms part of the agreement between the customer (the "Controller") and Simplified Education (the "Processor") for the provision of the school-management platform. It sets out the terms on which the Processor processes personal data on behalf of the Controller.',
    ],
  },
  {
    heading: 'Nature and purpose of the processing',
    paragraphs: [
      'The Processor processes personal data only to provide, support and secure the platform, and only on the Controller’s documented instructions. The categories of data subjects are students, parents and guardians, teachers and school or ministry staff. The categories of data are identification and contact details, enrolment, attendance, assessment and, where the Controller enables it, fee and payment records.',
    ],
  },
  {
    heading: 'Obligations of the Processor',
    bullets: [
      'Keep personal data confidential, and ensure that every person authorised to process it is bound by confidentiality.',
      'Apply the technical and organisational measures described in Annex 2 and in the Security overview.',
      'Assist the Controller in answering requests from data subjects and in data protection impact assessments.',
      'Notify the Controller of a personal data breach without undue delay and within 72 hours.',
      'At the end of the agreement, return or delete all personal data within 90 days, at the Controller’s choice.',
    ],
  },
  {
    heading: 'Sub-processors',
    paragraphs: [
      'The Controller authorises the sub-processors listed on the Processor’s trust centre. The Processor gives at least 30 days’ notice of a new sub-processor through the list’s email updates and RSS feed, during which the Controller may object on reasonable grounds. The Processor remains responsible for the work of its sub-processors.',
    ],
  },
  {
    heading: 'International transfers',
    paragraphs: [
      'Where personal data leaves the Controller’s country, the Processor relies on the safeguards the applicable law requires, such as standard contractual clauses, and, on request, hosts the Controller’s data in the region the Controller chooses.',
    ],
  },
  {
    heading: 'Audits',
    paragraphs: [
      'Once a year, or after a personal data breach, the Controller may audit the Processor’s compliance with this DPA, with 30 days’ notice. The Processor first provides its latest independent test reports, which are usually sufficient.',
    ],
  },
]

const dpaEs: Sections = [
  {
    heading: 'Partes y objeto',
    paragraphs: [
      'Este Acuerdo de Tratamiento de Datos ("Acuerdo") forma parte del contrato entre el cliente (el "Responsable") y Simplified Education (el "Encargado") para la prestación de la plataforma de gestión escolar. Establece las condiciones en que el Encargado trata datos personales por cuenta del Responsable.',
    ],
  },
  {
    heading: 'Naturaleza y finalidad del tratamiento',
    paragraphs: [
      'El Encargado trata datos personales solo para prestar, dar soporte y proteger la plataforma, y solo según las instrucciones documentadas del Responsable. Los interesados son estudiantes, padres y tutores, docentes y personal de escuelas o ministerios. Los datos son de identificación y contacto, matrícula, asistencia, evaluación y, cuando el Responsable lo activa, cuotas y pagos.',
    ],
  },
  {
    heading: 'Obligaciones del Encargado',
    bullets: [
      'Mantener la confidencialidad de los datos personales y asegurar que toda persona autorizada a tratarlos esté obligada a ello.',
      'Aplicar las medidas técnicas y organizativas descritas en el Anexo 2 y en el Resumen de seguridad.',
      'Ayudar al Responsable a atender las solicitudes de los interesados y en las evaluaciones de impacto.',
      'Notificar al Responsable cualquier violación de datos personales sin dilación indebida y dentro de las 72 horas.',
      'Al terminar el contrato, devolver o suprimir todos los datos personales en un plazo de 90 días, a elección del Responsable.',
    ],
  },
  {
    heading: 'Subencargados',
    paragraphs: [
      'El Responsable autoriza a los subencargados que figuran en el centro de confianza del Encargado. El Encargado avisa con al menos 30 días de antelación de cualquier subencargado nuevo mediante los avisos por correo y el feed RSS de la lista, plazo durante el cual el Responsable puede oponerse por motivos razonables.',
    ],
  },
  {
    heading: 'Transferencias internacionales',
    paragraphs: [
      'Cuando los datos personales salen del país del Responsable, el Encargado aplica las garantías que exige la ley aplicable, como las cláusulas contractuales tipo, y, a solicitud, aloja los datos del Responsable en la región que este elija.',
    ],
  },
  {
    heading: 'Auditorías',
    paragraphs: [
      'Una vez al año, o tras una violación de datos personales, el Responsable puede auditar el cumplimiento de este Acuerdo con 30 días de aviso. El Encargado entrega primero sus últimos informes de pruebas independientes, que suelen bastar.',
    ],
  },
]

const pentestEn: Sections = [
  {
    heading: 'Engagement',
    paragraphs: [
      'An independent security firm tested the production-equivalent environment of the platform between 4 and 22 August 2026: the student information system, the learning management system, the parent portal, their public APIs and the mobile apps for Android and iOS. The test combined automated scanning with manual testing by two senior testers, with staff and parent accounts of two test schools.',
    ],
  },
  {
    heading: 'Methodology',
    bullets: [
      'OWASP Web Security Testing Guide and OWASP Mobile Application Security Verification Standard.',
      'Authentication, session handling and two-factor sign-in; authorisation between schools, roles and tenants.',
      'Injection, file upload, server-side request forgery and business logic of fees and payments.',
      'Transport security, headers and the exposure of the network edge.',
    ],
  },
  {
    heading: 'Summary of findings',
    paragraphs: [
      'No critical findings were reported. The testers reported one high, three medium and five low findings. The high finding allowed a teacher to read the names of students in a class of another school through an export endpoint; it was fixed within four days and the fix was verified by the firm.',
      'All medium findings have been fixed and verified. Four of the five low findings have been fixed; the remaining one, on the length of the session after a password change, is scheduled for the next release.',
    ],
  },
  {
    heading: 'Retest',
    paragraphs: [
      'The firm retested every fixed finding on 30 September 2026 and confirmed that each was resolved. The full report is available to customers under a non-disclosure agreement; this summary may be shared within the customer’s organisation.',
    ],
  },
]

/** The trust centre's seeded documents: two public and two on request, in English and in Spanish. */
export const trustDocumentsSeed: TrustDocumentSeed[] = [
  {
    file: 'security-overview-en',
    category: 'security',
    accessLevel: 'public',
    language: 'en',
    version: '3.2',
    issuedOn: '2026-09-15',
    en: {
      title: 'Security overview',
      summary:
        'How we protect student and school data: hosting, encryption, access control, testing, monitoring and incident response.',
    },
    es: {
      title: 'Resumen de seguridad',
      summary:
        'Cómo protegemos los datos de estudiantes y escuelas: alojamiento, cifrado, control de acceso, pruebas, monitoreo y respuesta a incidentes.',
    },
    pdf: {
      subtitle: 'For ministries of education and public-sector buyers',
      classification: 'Public',
      sections: securityEn,
    },
  },
  {
    file: 'resumen-de-seguridad-es',
    category: 'security',
    accessLevel: 'public',
    language: 'es',
    version: '3.2',
    issuedOn: '2026-09-15',
    en: {
      title: 'Security overview',
      summary:
        'The Spanish edition of our security overview: hosting, encryption, access control, testing, monitoring and incident response.',
    },
    es: {
      title: 'Resumen de seguridad',
      summary:
        'Cómo protegemos los datos de estudiantes y escuelas: alojamiento, cifrado, control de acceso, pruebas, monitoreo y respuesta a incidentes.',
    },
    pdf: {
      subtitle: 'Para ministerios de educación y compradores del sector público',
      classification: 'Público',
      sections: securityEs,
    },
  },
  {
    file: 'accessibility-statement-en',
    category: 'accessibility',
    accessLevel: 'public',
    language: 'en',
    version: '2.0',
    issuedOn: '2026-06-30',
    en: {
      title: 'Accessibility statement',
      summary:
        'How the platform and the website meet WCAG 2.2 AA, the known limitations and when we will fix them, and how to tell us about a barrier.',
    },
    es: {
      title: 'Declaración de accesibilidad',
      summary:
        'Cómo la plataforma y el sitio cumplen WCAG 2.2 AA, las limitaciones conocidas y cuándo las corregiremos, y cómo avisarnos de una barrera.',
    },
    pdf: {
      subtitle: 'Student information, learning management, the parent portal and our website',
      classification: 'Public',
      sections: accessibilityEn,
    },
  },
  {
    file: 'declaracion-de-accesibilidad-es',
    category: 'accessibility',
    accessLevel: 'public',
    language: 'es',
    version: '2.0',
    issuedOn: '2026-06-30',
    en: {
      title: 'Accessibility statement',
      summary:
        'The Spanish edition of our accessibility statement: WCAG 2.2 AA conformance, known limitations and how to tell us about a barrier.',
    },
    es: {
      title: 'Declaración de accesibilidad',
      summary:
        'Cómo la plataforma y el sitio cumplen WCAG 2.2 AA, las limitaciones conocidas y cuándo las corregiremos, y cómo avisarnos de una barrera.',
    },
    pdf: {
      subtitle:
        'Información estudiantil, gestión del aprendizaje, el portal para familias y nuestro sitio',
      classification: 'Público',
      sections: accessibilityEs,
    },
  },
  {
    file: 'data-processing-agreement-en',
    category: 'privacy',
    accessLevel: 'on-request',
    language: 'en',
    version: '4.1',
    issuedOn: '2026-07-01',
    en: {
      title: 'Data processing agreement',
      summary:
        'Our standard DPA: the processing we do for you, our obligations as a processor, sub-processors, international transfers and audits.',
    },
    es: {
      title: 'Acuerdo de tratamiento de datos',
      summary:
        'Nuestro acuerdo estándar: el tratamiento que hacemos por usted, nuestras obligaciones como encargado, subencargados, transferencias y auditorías.',
    },
    pdf: {
      subtitle: 'Between the customer and Simplified Education',
      classification: 'Confidential: shared on request',
      sections: dpaEn,
    },
  },
  {
    file: 'acuerdo-de-tratamiento-de-datos-es',
    category: 'privacy',
    accessLevel: 'on-request',
    language: 'es',
    version: '4.1',
    issuedOn: '2026-07-01',
    en: {
      title: 'Data processing agreement',
      summary:
        'The Spanish edition of our standard DPA: processing, obligations, sub-processors, international transfers and audits.',
    },
    es: {
      title: 'Acuerdo de tratamiento de datos',
      summary:
        'Nuestro acuerdo estándar: el tratamiento que hacemos por usted, nuestras obligaciones como encargado, subencargados, transferencias y auditorías.',
    },
    pdf: {
      subtitle: 'Entre el cliente y Simplified Education',
      classification: 'Confidencial: se comparte a solicitud',
      sections: dpaEs,
    },
  },
  {
    file: 'penetration-test-summary-en',
    category: 'certifications',
    accessLevel: 'on-request',
    language: 'en',
    version: '2026.1',
    issuedOn: '2026-10-05',
    en: {
      title: 'Penetration test summary',
      summary:
        'The scope, method and findings of the latest independent penetration test of the platform, and their retest.',
    },
    es: {
      title: 'Resumen de la prueba de penetración',
      summary:
        'El alcance, el método y los hallazgos de la última prueba de penetración independiente de la plataforma, y su verificación (en inglés).',
    },
    pdf: {
      subtitle: 'Independent test of the platform, August 2026',
      classification: 'Confidential: shared on request',
      sections: pentestEn,
    },
  },
]
