import type { Words } from '../../words'

/** The pages of seed/pages/resources.ts, by path. */
export const resourcesWords: Record<string, Words> = {
  resources: {
    Resources: 'Recursos',
    'The blog, help and support, product demos, FAQs and customer case studies.':
      'El blog, ayuda y soporte, demostraciones del producto, preguntas frecuentes y casos de éxito de clientes.',
    'News, help, short demos and stories from schools using the platform.':
      'Noticias, ayuda, demostraciones breves e historias de escuelas que usan la plataforma.',
    'Find what you need': 'Encuentre lo que necesita',
    'News and ideas from our team and the schools we work with.':
      'Noticias e ideas de nuestro equipo y de las escuelas con las que trabajamos.',
    'Read the blog': 'Leer el blog',
    'Help and Support': 'Ayuda y soporte',
    'Guides and a help desk for every part of the platform.':
      'Guías y una mesa de ayuda para cada parte de la plataforma.',
    'Get support': 'Obtener soporte',
    'Six short videos of the platform at work.':
      'Seis videos breves de la plataforma en funcionamiento.',
    'Watch the demos': 'Ver las demostraciones',
    'Answers to the questions schools ask most.':
      'Respuestas a las preguntas que más hacen las escuelas.',
    'Read the FAQs': 'Leer las preguntas frecuentes',
    'How St Vincent and Jamaica use the platform.':
      'Cómo San Vicente y Jamaica usan la plataforma.',
    'Read the case studies': 'Leer los casos de éxito',
  },
  'resources/demos': {
    'Six short videos: platform overview, teacher dashboard, student information, parent portal, administration tools and reporting.':
      'Seis videos breves: recorrido por la plataforma, panel docente, información estudiantil, portal para padres, administración e informes.',
    'Six short videos show the platform at work. Each plays only when you press it.':
      'Seis videos breves muestran la plataforma en funcionamiento. Cada uno se reproduce solo cuando usted lo inicia.',
    'Want a tour for your own school?': '¿Quiere un recorrido pensado para su escuela?',
  },
  'resources/case-studies': {
    'Customer case studies: a national EMIS rollout in St Vincent and the Grenadines and a cashless rural school bus in Jamaica.':
      'Casos de éxito: la implementación de un EMIS nacional en San Vicente y las Granadinas y un autobús escolar rural sin efectivo en Jamaica.',
    'Real results from ministries and schools that run on the platform.':
      'Resultados reales de ministerios y escuelas que trabajan con la plataforma.',
    'Read the full story': 'Leer la historia completa',
    'Ready for results like these?': '¿Listo para obtener resultados como estos?',
    'Plans start at $1.00 per student per month.':
      'Los planes comienzan en US$1,00 por estudiante al mes.',
    'View Pricing': 'Ver precios',
  },
  faqs: {
    'Frequently Asked Questions': 'Preguntas frecuentes',
    'Answers about getting started, features, security and privacy, pricing and support.':
      'Respuestas sobre cómo empezar, funciones, seguridad y privacidad, precios y soporte.',
    'Answers about getting started, the platform’s features, security and privacy, and pricing and support.':
      'Respuestas sobre cómo empezar, las funciones de la plataforma, la seguridad y la privacidad, y los precios y el soporte.',
    'Still have questions? Our support team is here to help.':
      '¿Todavía tiene preguntas? Nuestro equipo de soporte está para ayudarle.',
    'Contact Support': 'Contactar a soporte',
  },
}
