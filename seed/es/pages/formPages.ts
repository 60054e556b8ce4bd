import { external, featureList, formBlock, hero, schoolFinder, type PageSeed } from '../../blocks'

export const demoPage: PageSeed = {
  title: 'Solicitar una demostración',
  path: 'demo',
  meta: { description: 'Agende una demostración de la plataforma de gestión escolar. Nuestro equipo se comunicará con usted en un plazo de 24 horas.' },
  layout: [
    hero({ heading: 'Solicitar una demostración', text: 'Cuéntenos sobre su escuela u organización y nuestro equipo se comunicará con usted en un plazo de 24 horas para coordinar una demostración.' }),
    formBlock({ form: 'demo', heading: 'Sus datos' }),
  ],
}

export const quotePage: PageSeed = {
  title: 'Pedir una cotización personalizada',
  path: 'quote',
  meta: { description: 'Solicite una cotización personalizada para sus escuelas. Nuestro equipo la preparará en un plazo de 48 horas.' },
  layout: [
    hero({ heading: 'Pedir una cotización personalizada', text: 'Indíquenos cuántos estudiantes, docentes y escuelas tiene y qué necesita; nuestro equipo preparará su cotización personalizada en un plazo de 48 horas.' }),
    formBlock({ form: 'quote', heading: 'Sus requerimientos' }),
  ],
}

export const contactPage: PageSeed = {
  title: 'Contáctenos',
  path: 'contact',
  meta: { description: 'Envíenos un mensaje y le responderemos lo antes posible.' },
  layout: [
    hero({ heading: 'Contáctenos', text: '¿Tiene preguntas sobre la plataforma, su cuenta o cómo trabajar con nosotros? Envíenos un mensaje y le responderemos lo antes posible.' }),
    formBlock({ form: 'contact', heading: 'Envíe un mensaje' }),
  ],
}

export const recoverySupportPage: PageSeed = {
  title: 'Apoyo para la recuperación tras el huracán',
  path: 'recovery-support',
  meta: { description: 'Las escuelas afectadas por el huracán pueden solicitar exención de cuotas, pagos diferidos, aprendizaje virtual y apoyo para recaudar fondos.' },
  layout: [
    hero({
      eyebrow: 'Ayuda tras el huracán',
      heading: 'Apoyo para la recuperación de las escuelas del Caribe',
      text: 'Si su escuela resultó afectada por el huracán, solicite apoyo a continuación. Las solicitudes se revisan en pocos días hábiles.',
      links: [external('Donar a la ayuda', 'donate')],
    }),
    featureList({
      heading: 'Apoyo disponible',
      items: [
        { title: 'Exención o descuento de la suscripción', text: 'Tarifas reducidas o sin costo mientras su escuela se recupera.' },
        { title: 'Pago diferido', text: 'Un periodo de gracia antes de reanudar los pagos.' },
        { title: 'Habilitación del aprendizaje virtual', text: 'El LMS configurado para que las clases continúen en línea.' },
        { title: 'Plataforma externa de recaudación de fondos', text: 'Una campaña en Donafi para que quienes deseen apoyar ayuden a reconstruir.' },
      ],
    }),
    formBlock({ form: 'recovery', heading: 'Solicitud' }),
  ],
}

export const loginPage: PageSeed = {
  title: 'Iniciar sesión',
  path: 'login',
  meta: { description: 'Busque su escuela e inicie sesión en su portal.' },
  layout: [
    hero({ heading: 'Busque su escuela', text: 'Escriba el nombre de su escuela para abrir su portal e iniciar sesión.' }),
    schoolFinder({ intro: 'Busque por nombre de la escuela o por país; la página de inicio de sesión de su escuela se abrirá en una pestaña nueva.' }),
  ],
}
