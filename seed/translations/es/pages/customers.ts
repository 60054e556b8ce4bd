import type { Words } from '../../words'

/** The pages of seed/pages/customers.ts, by path. */
export const customersWords: Record<string, Words> = {
  customers: {
    Customers: 'Clientes',
    'How ministries and schools use the platform: a national EMIS in St Vincent and the Grenadines and a cashless school bus in Jamaica.':
      'Cómo ministerios y escuelas usan la plataforma: un EMIS nacional en San Vicente y las Granadinas y un autobús escolar sin efectivo en Jamaica.',
    'Customers who changed how their schools run':
      'Clientes que transformaron la gestión de sus escuelas',
    'From a national EMIS across a whole country to a cashless bus for rural students, these are the stories of the people who did it.':
      'De un EMIS nacional en todo un país a un autobús sin efectivo para estudiantes rurales: estas son las historias de quienes lo hicieron posible.',
    'Our reach': 'Nuestro alcance',
    'Customer stories': 'Historias de clientes',
    'St Vincent and the Grenadines': 'San Vicente y las Granadinas',
    '1,120 schools onboarded after a 3-month pilot with 5 schools; 50,000+ users and 90% time savings.':
      '1.120 escuelas incorporadas tras un piloto de 3 meses con 5 escuelas; más de 50.000 usuarios y 90 % de ahorro de tiempo.',
    'Read the St Vincent story': 'Leer la historia de San Vicente',
    'Rural Jamaica': 'Zonas rurales de Jamaica',
    'A cashless school bus with 60% faster boarding and 100% digital fares.':
      'Un autobús escolar sin efectivo con un abordaje 60 % más rápido y pasajes 100 % digitales.',
    'Read the Jamaica story': 'Leer la historia de Jamaica',
    'Write the next story with us': 'Escriba con nosotros la próxima historia',
  },
}
