import type { Words } from '../../words'

/** The pages of seed/pages/formPages.ts, by path. */
export const formPagesWords: Record<string, Words> = {
  demo: {
    'Book a demo of the school-management platform. Our team will contact you within 24 hours.':
      'Agende una demostración de la plataforma de gestión escolar. Nuestro equipo se comunicará con usted en un plazo de 24 horas.',
    'Tell us about your school or organisation and our team will contact you within 24 hours to arrange a demo.':
      'Cuéntenos sobre su escuela u organización y nuestro equipo se comunicará con usted en un plazo de 24 horas para coordinar una demostración.',
    'Your details': 'Sus datos',
  },
  quote: {
    'Get a Custom Quote': 'Pedir una cotización personalizada',
    'Request a custom quote for your schools. Our team will prepare it within 48 hours.':
      'Solicite una cotización personalizada para sus escuelas. Nuestro equipo la preparará en un plazo de 48 horas.',
    'Tell us how many students, teachers and schools you have and what you need; our team will prepare your custom quote within 48 hours.':
      'Indíquenos cuántos estudiantes, docentes y escuelas tiene y qué necesita; nuestro equipo preparará su cotización personalizada en un plazo de 48 horas.',
    'Your requirements': 'Sus requerimientos',
  },
  contact: {
    'Contact Us': 'Contáctenos',
    'Send us a message and we will get back to you as soon as possible.':
      'Envíenos un mensaje y le responderemos lo antes posible.',
    'Questions about the platform, your account or working with us? Send a message and we will get back to you as soon as possible.':
      '¿Tiene preguntas sobre la plataforma, su cuenta o cómo trabajar con nosotros? Envíenos un mensaje y le responderemos lo antes posible.',
    'Send a message': 'Envíe un mensaje',
  },
  'recovery-support': {
    'Hurricane Recovery Support': 'Apoyo para la recuperación tras el huracán',
    'Schools affected by the hurricane can apply for fee waivers, deferred payments, virtual-learning set-up and fundraising support.':
      'Las escuelas afectadas por el huracán pueden solicitar exención de cuotas, pagos diferidos, aprendizaje virtual y apoyo para recaudar fondos.',
    'Hurricane relief': 'Ayuda tras el huracán',
    'Recovery support for Caribbean schools':
      'Apoyo para la recuperación de las escuelas del Caribe',
    'If your school was affected by the hurricane, apply for support below. Applications are reviewed within a few business days.':
      'Si su escuela resultó afectada por el huracán, solicite apoyo a continuación. Las solicitudes se revisan en pocos días hábiles.',
    'Donate to Relief': 'Donar a la ayuda',
    'Support available': 'Apoyo disponible',
    'Subscription fee waiver or discount': 'Exención o descuento de la suscripción',
    'Reduced or waived fees while your school recovers.':
      'Tarifas reducidas o sin costo mientras su escuela se recupera.',
    'Deferred payment': 'Pago diferido',
    'A grace period before payments resume.': 'Un periodo de gracia antes de reanudar los pagos.',
    'Virtual learning set-up': 'Habilitación del aprendizaje virtual',
    'The LMS configured so classes continue online.':
      'El LMS configurado para que las clases continúen en línea.',
    'External fundraising platform': 'Plataforma externa de recaudación de fondos',
    'A Donafi campaign so supporters can help rebuild.':
      'Una campaña en Donafi para que quienes deseen apoyar ayuden a reconstruir.',
    Application: 'Solicitud',
  },
  login: {
    Login: 'Iniciar sesión',
    'Find your school and sign in to its portal.':
      'Busque su escuela e inicie sesión en su portal.',
    'Find your school': 'Busque su escuela',
    'Type your school’s name to open its portal and sign in.':
      'Escriba el nombre de su escuela para abrir su portal e iniciar sesión.',
    'Search by school name or country; your school’s own sign-in page opens in a new tab.':
      'Busque por nombre de la escuela o por país; la página de inicio de sesión de su escuela se abrirá en una pestaña nueva.',
  },
}
