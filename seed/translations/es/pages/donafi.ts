import type { Words } from '../../words'

/** The pages of seed/pages/donafi.ts, by path. */
export const donafiWords: Record<string, Words> = {
  'product/donafi': {
    'Donafi: school fundraising with alumni and diaspora giving, campaigns, receipts, and card and mobile-money payments.':
      'Donafi: recaudación de fondos escolar con donaciones de exalumnos y de la diáspora, campañas, recibos y pagos con tarjeta y dinero móvil.',
    'Fundraising built for schools and the communities behind them':
      'Recaudación de fondos pensada para las escuelas y las comunidades que las respaldan',
    'Donafi lets schools run campaigns, reach alumni and the diaspora, take card and mobile-money donations and issue receipts automatically.':
      'Con Donafi, las escuelas organizan campañas, llegan a sus exalumnos y a la diáspora, reciben donaciones con tarjeta y dinero móvil y emiten recibos de forma automática.',
    'Visit Donafi': 'Visitar Donafi',
    'The challenge': 'El desafío',
    'Schools depend on gifts from alumni, parents and supporters abroad, but collecting them is slow: cash and bank transfers, paper receipts, and no way to show donors what their money achieved.':
      'Las escuelas dependen de las donaciones de exalumnos, padres y simpatizantes en el extranjero, pero reunirlas es lento: efectivo y transferencias bancarias, recibos en papel y ninguna forma de mostrar a los donantes lo que lograron con su aporte.',
    'Donors far away': 'Donantes lejanos',
    'Alumni and diaspora supporters cannot easily give to a school at home.':
      'A los exalumnos y a la diáspora les resulta difícil donar a una escuela de su país.',
    'No visibility': 'Sin visibilidad',
    'Supporters rarely see how close a campaign is to its goal.':
      'Quienes apoyan rara vez saben cuánto le falta a una campaña para alcanzar su meta.',
    'Everything a school campaign needs': 'Todo lo que necesita una campaña escolar',
    Campaigns: 'Campañas',
    'Set a goal, tell the story and share one link.':
      'Fije una meta, cuente su historia y comparta un solo enlace.',
    'Alumni giving': 'Donaciones de exalumnos',
    'Invite graduating classes to give back to their school.':
      'Invite a cada generación de egresados a retribuir a su escuela.',
    'Diaspora giving': 'Donaciones de la diáspora',
    'Supporters anywhere in the world give in a few taps.':
      'Quienes apoyan, estén donde estén, donan con unos pocos toques.',
    'Card payments': 'Pagos con tarjeta',
    'Run with a card payment provider for secure card donations.':
      'Opera con un proveedor de pagos con tarjeta para donaciones seguras.',
    'Mobile money': 'Dinero móvil',
    'Donations from mobile-money wallets, where cards are rare.':
      'Donaciones desde billeteras de dinero móvil, donde las tarjetas son poco comunes.',
    'Automatic receipts': 'Recibos automáticos',
    'Every donor receives a receipt by email at once.':
      'Cada donante recibe su recibo por correo electrónico al instante.',
    'Why schools choose Donafi': 'Por qué las escuelas eligen Donafi',
    'Money arrives faster': 'El dinero llega más rápido',
    'Donations are paid out to the school, not collected by hand.':
      'Las donaciones se transfieren a la escuela, sin recolectarlas a mano.',
    'Donors stay informed': 'Donantes siempre informados',
    'Live progress toward each goal keeps supporters engaged.':
      'El avance en tiempo real hacia cada meta mantiene el compromiso de quienes apoyan.',
    'Less paperwork': 'Menos papeleo',
    'Receipts and records are kept for you.': 'Los recibos y registros se guardan por usted.',
    'Part of your platform': 'Parte de su plataforma',
    'Works with billing and finance on the same platform.':
      'Funciona con la facturación y las finanzas en la misma plataforma.',
    'What donors see': 'Lo que ven los donantes',
    'A sample campaign card, as shown on every campaign page.':
      'Una tarjeta de campaña de ejemplo, tal como aparece en cada página de campaña.',
    'New science lab for our school': 'Un nuevo laboratorio de ciencias para nuestra escuela',
    'Payment partners': 'Aliados de pago',
    'Donafi is run with a card payment provider and accepts mobile money, so every supporter has a way to give.':
      'Donafi opera con un proveedor de pagos con tarjeta y acepta dinero móvil, para que todos los que quieran apoyar tengan una forma de donar.',
    'Card payment provider': 'Proveedor de pagos con tarjeta',
    'Visa and Mastercard donations, processed securely':
      'Donaciones con Visa y Mastercard, procesadas de forma segura',
    'Wallet payments for supporters without cards':
      'Pagos con billetera móvil para quienes no tienen tarjeta',
    'Start your school’s first campaign': 'Lance la primera campaña de su escuela',
  },
}
