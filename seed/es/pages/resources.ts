import { caseStudyCards, cardGrid, cta, demoVideos, external, faqList, hero, link, type PageSeed } from '../../blocks'

export const resourcesPage: PageSeed = {
  title: 'Recursos',
  path: 'resources',
  meta: { description: 'El blog, ayuda y soporte, demostraciones del producto, preguntas frecuentes y casos de éxito de clientes.' },
  layout: [
    hero({ heading: 'Recursos', text: 'Noticias, ayuda, demostraciones breves e historias de escuelas que usan la plataforma.' }),
    cardGrid({
      heading: 'Encuentre lo que necesita',
      columns: '3',
      cards: [
        { title: 'Blog', text: 'Noticias e ideas de nuestro equipo y de las escuelas con las que trabajamos.', link: { label: 'Leer el blog', href: '/resources/blog', appearance: 'link' } },
        { title: 'Ayuda y soporte', text: 'Guías y una mesa de ayuda para cada parte de la plataforma.', link: { label: 'Obtener soporte', href: '/resources/support', appearance: 'link' } },
        { title: 'Demostraciones del producto', text: 'Seis videos breves de la plataforma en funcionamiento.', link: { label: 'Ver las demostraciones', href: '/resources/demos', appearance: 'link' } },
        { title: 'Preguntas frecuentes', text: 'Respuestas a las preguntas que más hacen las escuelas.', link: { label: 'Leer las preguntas frecuentes', href: '/faqs', appearance: 'link' } },
        { title: 'Casos de éxito', text: 'Cómo San Vicente y Jamaica usan la plataforma.', link: { label: 'Leer los casos de éxito', href: '/resources/case-studies', appearance: 'link' } },
      ],
    }),
  ],
}

export const demosPage: PageSeed = {
  title: 'Demostraciones del producto',
  path: 'resources/demos',
  meta: { description: 'Seis videos breves: recorrido por la plataforma, panel docente, información estudiantil, portal para padres, administración e informes.' },
  layout: [
    hero({ heading: 'Demostraciones del producto', text: 'Seis videos breves muestran la plataforma en funcionamiento. Cada uno se reproduce solo cuando usted lo inicia.' }),
    demoVideos({}),
    cta({ heading: '¿Quiere un recorrido pensado para su escuela?', links: [link('Solicitar una demostración', '/demo')] }),
  ],
}

export const caseStudiesPage: PageSeed = {
  title: 'Casos de éxito',
  path: 'resources/case-studies',
  meta: { description: 'Casos de éxito: la implementación de un EMIS nacional en San Vicente y las Granadinas y un autobús escolar rural sin efectivo en Jamaica.' },
  layout: [
    hero({ heading: 'Casos de éxito', text: 'Resultados reales de ministerios y escuelas que trabajan con la plataforma.' }),
    caseStudyCards({ linkLabel: 'Leer la historia completa' }),
    cta({
      heading: '¿Listo para obtener resultados como estos?',
      text: 'Los planes comienzan en US$1,00 por estudiante al mes.',
      links: [link('Ver precios', '/pricing')],
    }),
  ],
}

export const faqsPage: PageSeed = {
  title: 'Preguntas frecuentes',
  path: 'faqs',
  meta: { title: 'Preguntas frecuentes', description: 'Respuestas sobre cómo empezar, funciones, seguridad y privacidad, precios y soporte.' },
  layout: [
    hero({ heading: 'Preguntas frecuentes', text: 'Respuestas sobre cómo empezar, las funciones de la plataforma, la seguridad y la privacidad, y los precios y el soporte.' }),
    faqList({
      note: '¿Todavía tiene preguntas? Nuestro equipo de soporte está para ayudarle.',
      links: [external('Contactar a soporte', 'helpPortal', 'primary')],
    }),
  ],
}
