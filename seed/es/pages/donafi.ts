import { campaignProgress, cardGrid, cta, external, featureList, hero, link, logos, secondary, type PageSeed } from '../../blocks'

export const donafiPage: PageSeed = {
  title: 'Recaudación con Donafi',
  path: 'product/donafi',
  meta: { description: 'Donafi: recaudación de fondos escolar con donaciones de exalumnos y de la diáspora, campañas, recibos y pagos con tarjeta y dinero móvil.' },
  layout: [
    hero({
      eyebrow: 'Recaudación con Donafi',
      heading: 'Recaudación de fondos pensada para las escuelas y las comunidades que las respaldan',
      text: 'Con Donafi, las escuelas organizan campañas, llegan a sus exalumnos y a la diáspora, reciben donaciones con tarjeta y dinero móvil y emiten recibos de forma automática.',
      links: [external('Visitar Donafi', 'fundraisingSite', 'primary'), secondary('Solicitar una demostración', '/demo')],
    }),
    featureList({
      heading: 'El desafío',
      intro: 'Las escuelas dependen de las donaciones de exalumnos, padres y simpatizantes en el extranjero, pero reunirlas es lento: efectivo y transferencias bancarias, recibos en papel y ninguna forma de mostrar a los donantes lo que lograron con su aporte.',
      items: [
        { title: 'Donantes lejanos', text: 'A los exalumnos y a la diáspora les resulta difícil donar a una escuela de su país.' },
        { title: 'Sin visibilidad', text: 'Quienes apoyan rara vez saben cuánto le falta a una campaña para alcanzar su meta.' },
      ],
    }),
    cardGrid({
      heading: 'Todo lo que necesita una campaña escolar',
      columns: '3',
      cards: [
        { title: 'Campañas', text: 'Fije una meta, cuente su historia y comparta un solo enlace.' },
        { title: 'Donaciones de exalumnos', text: 'Invite a cada generación de egresados a retribuir a su escuela.' },
        { title: 'Donaciones de la diáspora', text: 'Quienes apoyan, estén donde estén, donan con unos pocos toques.' },
        { title: 'Pagos con tarjeta', text: 'Opera con un proveedor de pagos con tarjeta para donaciones seguras.' },
        { title: 'Dinero móvil', text: 'Donaciones desde billeteras de dinero móvil, donde las tarjetas son poco comunes.' },
        { title: 'Recibos automáticos', text: 'Cada donante recibe su recibo por correo electrónico al instante.' },
      ],
    }),
    featureList({
      heading: 'Por qué las escuelas eligen Donafi',
      items: [
        { title: 'El dinero llega más rápido', text: 'Las donaciones se transfieren a la escuela, sin recolectarlas a mano.' },
        { title: 'Donantes siempre informados', text: 'El avance en tiempo real hacia cada meta mantiene el compromiso de quienes apoyan.' },
        { title: 'Menos papeleo', text: 'Los recibos y registros se guardan por usted.' },
        { title: 'Parte de su plataforma', text: 'Funciona con la facturación y las finanzas en la misma plataforma.' },
      ],
    }),
    campaignProgress({
      heading: 'Lo que ven los donantes',
      intro: 'Una tarjeta de campaña de ejemplo, tal como aparece en cada página de campaña.',
      campaignTitle: 'Un nuevo laboratorio de ciencias para nuestra escuela',
      goal: 60000,
      raised: 45000,
      contributors: 247,
      daysRemaining: 15,
      currency: 'USD',
    }),
    logos({
      heading: 'Aliados de pago',
      intro: 'Donafi opera con un proveedor de pagos con tarjeta y acepta dinero móvil, para que todos los que quieran apoyar tengan una forma de donar.',
      items: [
        { name: 'Proveedor de pagos con tarjeta', description: 'Donaciones con Visa y Mastercard, procesadas de forma segura' },
        { name: 'Dinero móvil', description: 'Pagos con billetera móvil para quienes no tienen tarjeta' },
      ],
    }),
    cta({
      heading: 'Lance la primera campaña de su escuela',
      links: [external('Visitar Donafi', 'fundraisingSite'), link('Solicitar una demostración', '/demo')],
    }),
  ],
}
