import type { CaseStudy } from '@/payload-types'

export type CaseStudySeed = Omit<CaseStudy, 'id' | 'createdAt' | 'updatedAt' | '_status'>

const texts = (entries: string[]) => entries.map((text) => ({ text }))
const cards = (pairs: [string, string][]) => pairs.map(([title, text]) => ({ title, text }))

/** The national EMIS rollout in St Vincent and the Grenadines. */
const stVincent: CaseStudySeed = {
  title: 'Un EMIS nacional para San Vicente y las Granadinas',
  slug: 'st-vincent',
  order: 1,
  category: 'EMIS nacional',
  description: 'Cómo todo un país llevó sus escuelas a una sola plataforma, de un piloto de 3 meses a 1.120 escuelas.',
  highlights: texts(['1.120 escuelas incorporadas', '+50.000 usuarios', '90 % de ahorro de tiempo']),
  subtitle: 'De un piloto de 3 meses con 5 escuelas a una implementación nacional: así el Ministerio de Educación incorporó todas las escuelas a un único sistema de información para la gestión educativa.',
  location: 'San Vicente y las Granadinas',
  printable: true,
  stats: [
    { value: '1.120', label: 'escuelas incorporadas' },
    { value: '+50.000', label: 'usuarios' },
    { value: '90 %', label: 'de ahorro de tiempo' },
    { value: '9 de 11', label: 'de los mejores estudiantes en los exámenes usaron nuestra preparación' },
  ],
  video: { title: 'La implementación del EMIS nacional en San Vicente', videoId: 'st-vincent-emis' },
  sections: [
    { heading: 'Resumen', style: 'list', body: 'El Ministerio de Educación sustituyó los informes en papel y las hojas de cálculo por un único EMIS nacional. Tras un piloto de 3 meses con 5 escuelas, la plataforma se implementó en 1.120 escuelas y hoy atiende a más de 50.000 usuarios, con un 90 % de ahorro de tiempo en las tareas administrativas rutinarias.' },
    {
      heading: 'El desafío',
      style: 'list',
      body: 'Las cifras nacionales provenían de formularios en papel que se recogían una vez al año.',
      items: texts(['Los datos de matrícula y asistencia llegaban con meses de retraso.', 'Cada escuela llevaba sus registros en su propio formato.', 'Los docentes dedicaban horas a pasar lista y a llenar las boletas de calificaciones a mano.']),
    },
    {
      heading: 'Objetivos',
      style: 'list',
      items: [{ text: 'Un registro único para cada estudiante del país.' }, { text: 'Cifras de matrícula y asistencia en tiempo real para el ministerio.' }, { text: 'Menos trabajo administrativo para escuelas y docentes.' }],
    },
    {
      heading: 'El piloto',
      style: 'list',
      body: 'Un piloto de 3 meses con 5 escuelas puso a prueba la plataforma en todos los niveles antes de cualquier ampliación.',
      items: [{ text: '1 escuela de educación inicial' }, { text: '2 escuelas primarias' }, { text: '2 escuelas secundarias' }],
    },
    { heading: 'El programa de embajadores', style: 'list', body: 'El personal de las escuelas piloto se convirtió en embajador y mostró a sus colegas de otras escuelas cómo funciona la plataforma; así, la capacitación vino de pares que ya la usaban a diario.' },
    { heading: 'Implementación completa', style: 'list', body: 'Las escuelas se agruparon de 20 a 30 por responsable de datos. Cada responsable capacitó a sus escuelas, verificó la calidad de sus datos y fue el primer punto de contacto para recibir ayuda, hasta que las 1.120 escuelas quedaron incorporadas.' },
    {
      heading: 'Resultados',
      style: 'cards',
      items: cards([
        ['1.120 escuelas', 'incorporadas a un único EMIS nacional.'],
        ['+50.000 usuarios', 'entre personal del ministerio, directores, docentes, padres y estudiantes.'],
        ['90 % de ahorro de tiempo', 'en listas de asistencia, informes y boletas de calificaciones.'],
        ['9 de los 11 mejores', 'estudiantes en los exámenes nacionales usaron nuestra solución de preparación para exámenes con IA.'],
      ]),
    },
    {
      heading: 'Lecciones aprendidas',
      style: 'list',
      items: [{ text: 'Comenzar con un piloto que abarque todos los niveles educativos.' }, { text: 'Los embajadores entre pares convencen a sus colegas más rápido que los capacitadores externos.' }, { text: 'Un responsable de datos por cada 20 a 30 escuelas mantiene alta la calidad de los datos.' }],
    },
    {
      heading: 'Recomendaciones',
      style: 'list',
      items: [{ text: 'Acordar las cifras nacionales que se necesitan antes de configurar la plataforma.' }, { text: 'Incluir el tiempo de capacitación en el calendario escolar.' }, { text: 'Devolver los resultados a las escuelas para que vean el valor de contar con buenos datos.' }],
    },
    { heading: 'Conclusión', style: 'list', body: 'En un solo programa, todo un país pasó de los informes anuales en papel a datos en tiempo real de cada escuela, y los docentes recuperaron tiempo para enseñar.' },
  ],
  quotes: [
    { quote: 'Por primera vez podemos ver la asistencia de todo el país el mismo día en que se toma.', name: 'Funcionario del Ministerio de Educación', role: 'San Vicente y las Granadinas' },
    { quote: 'Las boletas de calificaciones que a nuestros docentes les tomaban una semana ahora se hacen en una tarde.', name: 'Director de una escuela primaria piloto', role: 'San Vicente y las Granadinas' },
  ],
  quotesHeading: 'Testimonios',
  quotesAfter: 'Resultados',
  meta: { description: '1.120 escuelas incorporadas tras un piloto de 3 meses: cómo San Vicente y las Granadinas implementó un EMIS nacional con 90 % de ahorro de tiempo.' },
}

/** The cashless rural school bus in Jamaica. */
const jamaica: CaseStudySeed = {
  title: 'Un autobús escolar sin efectivo para las zonas rurales de Jamaica',
  slug: 'jamaica',
  order: 2,
  category: 'Transporte escolar sin efectivo',
  description: 'Cómo los pasajes digitales hicieron más rápido y seguro el abordaje de los estudiantes que viajan a la escuela en zonas rurales de Jamaica.',
  highlights: texts(['Abordaje 60 % más rápido', 'Pasajes 100 % digitales', 'Ningún estudiante lleva efectivo']),
  subtitle: 'Los estudiantes suben con solo acercar su tarjeta, los padres recargan en línea y los conductores ya no manejan efectivo.',
  location: 'Zonas rurales de Jamaica',
  printable: false,
  stats: [
    { value: '60 %', label: 'más rápido al abordar' },
    { value: '100 %', label: 'de pasajes digitales' },
  ],
  video: { title: 'El autobús escolar sin efectivo en las zonas rurales de Jamaica', videoId: 'jamaica-school-bus' },
  sections: [
    { heading: 'Panorama general', style: 'list', body: 'En las zonas rurales de Jamaica, los estudiantes recorren largas distancias en autobús para llegar a la escuela. El pasaje se pagaba en efectivo al subir, lo que retrasaba el abordaje y obligaba a los niños a llevar dinero todos los días.' },
    {
      heading: 'El desafío',
      style: 'cards',
      items: cards([
        ['Abordaje lento', 'Contar monedas y dar el cambio en la puerta retrasaba cada parada.'],
        ['Niños con efectivo', 'Los estudiantes llevaban el dinero del pasaje todos los días.'],
        ['Sin registros', 'Ni las escuelas ni los padres podían saber quién viajaba ni cuándo.'],
      ]),
    },
    {
      heading: 'Funciones principales',
      style: 'list',
      items: [
        { title: 'Abordaje con tarjeta', text: 'la tarjeta de cada estudiante se valida en un instante.' },
        { title: 'Recargas en línea', text: 'los padres cargan saldo con tarjeta o dinero móvil.' },
        { title: 'Registro de viajes', text: 'escuelas y padres ven cada trayecto.' },
      ],
    },
    {
      heading: 'Resultados',
      style: 'cards',
      items: cards([
        ['Abordaje 60 % más rápido', 'los autobuses cumplen su horario.'],
        ['Pasajes 100 % digitales', 'en el autobús no circula efectivo.'],
      ]),
    },
    { heading: 'La ventaja', style: 'list', body: 'Como el transporte funciona en la misma plataforma que los expedientes de la escuela y el portal para padres, los pasajes, la asistencia y los mensajes a los padres comparten una sola cuenta.' },
    { heading: 'Próximos pasos', style: 'list', body: 'El mismo enfoque puede extenderse a más rutas y más escuelas, y vincular los viajes en autobús con la asistencia para que los padres sepan que su hijo llegó.' },
  ],
  quotes: [{ quote: 'Los niños suben rápido al autobús y ya nadie tiene que llevar dinero.', name: 'Operador de autobús escolar', role: 'Zonas rurales de Jamaica' }],
  quotesHeading: 'En sus propias palabras',
  quotesAfter: null,
  meta: { description: 'Un autobús escolar rural sin efectivo en Jamaica: abordaje 60 % más rápido y pasajes 100 % digitales.' },
}

export const caseStudiesSeed: CaseStudySeed[] = [stVincent, jamaica]
