import type { Words } from '../../words'

/** The case studies of seed/collections/caseStudies.ts. */
export const caseStudiesWords: Words = {
  'A national EMIS for St Vincent and the Grenadines':
    'Un EMIS nacional para San Vicente y las Granadinas',
  'How a whole country moved its schools onto one platform, from a 3-month pilot to 1,120 schools.':
    'Cómo todo un país llevó sus escuelas a una sola plataforma, de un piloto de 3 meses a 1.120 escuelas.',
  '1,120 schools onboarded': '1.120 escuelas incorporadas',
  '50,000+ users': '+50.000 usuarios',
  '90% time savings': '90 % de ahorro de tiempo',
  'From a 3-month pilot with 5 schools to a national rollout: how the Ministry of Education brought every school onto one education management information system.':
    'De un piloto de 3 meses con 5 escuelas a una implementación nacional: así el Ministerio de Educación incorporó todas las escuelas a un único sistema de información para la gestión educativa.',
  'St Vincent and the Grenadines': 'San Vicente y las Granadinas',
  'schools onboarded': 'escuelas incorporadas',
  '9 of 11': '9 de 11',
  'top exam students used our test prep':
    'de los mejores estudiantes en los exámenes usaron nuestra preparación',
  'The St Vincent national EMIS rollout': 'La implementación del EMIS nacional en San Vicente',
  Summary: 'Resumen',
  'The Ministry of Education replaced paper returns and spreadsheets with one national EMIS. After a 3-month pilot with 5 schools, the platform was rolled out to 1,120 schools and now serves more than 50,000 users, with 90% time savings on routine administration.':
    'El Ministerio de Educación sustituyó los informes en papel y las hojas de cálculo por un único EMIS nacional. Tras un piloto de 3 meses con 5 escuelas, la plataforma se implementó en 1.120 escuelas y hoy atiende a más de 50.000 usuarios, con un 90 % de ahorro de tiempo en las tareas administrativas rutinarias.',
  'The challenge': 'El desafío',
  'National figures came from paper forms collected once a year.':
    'Las cifras nacionales provenían de formularios en papel que se recogían una vez al año.',
  'Enrolment and attendance figures arrived months late.':
    'Los datos de matrícula y asistencia llegaban con meses de retraso.',
  'Every school kept records in its own format.':
    'Cada escuela llevaba sus registros en su propio formato.',
  'Teachers spent hours on registers and report cards by hand.':
    'Los docentes dedicaban horas a pasar lista y a llenar las boletas de calificaciones a mano.',
  Objectives: 'Objetivos',
  'One record for every learner in the country.':
    'Un registro único para cada estudiante del país.',
  'Live enrolment and attendance figures for the ministry.':
    'Cifras de matrícula y asistencia en tiempo real para el ministerio.',
  'Less administrative work for schools and teachers.':
    'Menos trabajo administrativo para escuelas y docentes.',
  'The pilot': 'El piloto',
  'A 3-month pilot with 5 schools tested the platform across every level before any wider rollout.':
    'Un piloto de 3 meses con 5 escuelas puso a prueba la plataforma en todos los niveles antes de cualquier ampliación.',
  '1 early-childhood school': '1 escuela de educación inicial',
  '2 primary schools': '2 escuelas primarias',
  '2 secondary schools': '2 escuelas secundarias',
  'The ambassador programme': 'El programa de embajadores',
  'Staff from the pilot schools became ambassadors who showed colleagues in other schools how the platform works, so training came from peers who had already used it every day.':
    'El personal de las escuelas piloto se convirtió en embajador y mostró a sus colegas de otras escuelas cómo funciona la plataforma; así, la capacitación vino de pares que ya la usaban a diario.',
  'Full rollout': 'Implementación completa',
  'Schools were grouped 20 to 30 per data officer. Each data officer trained their schools, checked the quality of their data and was the first point of contact for help, until all 1,120 schools were onboarded.':
    'Las escuelas se agruparon de 20 a 30 por responsable de datos. Cada responsable capacitó a sus escuelas, verificó la calidad de sus datos y fue el primer punto de contacto para recibir ayuda, hasta que las 1.120 escuelas quedaron incorporadas.',
  Results: 'Resultados',
  '1,120 schools': '1.120 escuelas',
  'onboarded onto one national EMIS.': 'incorporadas a un único EMIS nacional.',
  'including ministry staff, principals, teachers, parents and students.':
    'entre personal del ministerio, directores, docentes, padres y estudiantes.',
  'on registers, returns and report cards.':
    'en listas de asistencia, informes y boletas de calificaciones.',
  '9 of the top 11': '9 de los 11 mejores',
  'national exam students used our AI-powered test-prep product.':
    'estudiantes en los exámenes nacionales usaron nuestra solución de preparación para exámenes con IA.',
  'Lessons learned': 'Lecciones aprendidas',
  'Start with a pilot that covers every level of schooling.':
    'Comenzar con un piloto que abarque todos los niveles educativos.',
  'Peer ambassadors persuade colleagues faster than outside trainers.':
    'Los embajadores entre pares convencen a sus colegas más rápido que los capacitadores externos.',
  'A data officer for every 20 to 30 schools keeps data quality high.':
    'Un responsable de datos por cada 20 a 30 escuelas mantiene alta la calidad de los datos.',
  Recommendations: 'Recomendaciones',
  'Agree the national figures you need before configuring the platform.':
    'Acordar las cifras nacionales que se necesitan antes de configurar la plataforma.',
  'Plan training time into the school calendar.':
    'Incluir el tiempo de capacitación en el calendario escolar.',
  'Publish results back to schools so they see the value of good data.':
    'Devolver los resultados a las escuelas para que vean el valor de contar con buenos datos.',
  Conclusion: 'Conclusión',
  'Within one programme, a whole country moved from annual paper returns to live data from every school, and gave teachers time back for teaching.':
    'En un solo programa, todo un país pasó de los informes anuales en papel a datos en tiempo real de cada escuela, y los docentes recuperaron tiempo para enseñar.',
  'For the first time we can see attendance across the whole country on the same day it is taken.':
    'Por primera vez podemos ver la asistencia de todo el país el mismo día en que se toma.',
  'Ministry of Education official': 'Funcionario del Ministerio de Educación',
  'Report cards that took our teachers a week now take an afternoon.':
    'Las boletas de calificaciones que a nuestros docentes les tomaban una semana ahora se hacen en una tarde.',
  'Principal of a pilot primary school': 'Director de una escuela primaria piloto',
  Testimonials: 'Testimonios',
  '1,120 schools onboarded after a 3-month pilot: how St Vincent and the Grenadines rolled out a national EMIS with 90% time savings.':
    '1.120 escuelas incorporadas tras un piloto de 3 meses: cómo San Vicente y las Granadinas implementó un EMIS nacional con 90 % de ahorro de tiempo.',
  'A cashless school bus for rural Jamaica':
    'Un autobús escolar sin efectivo para las zonas rurales de Jamaica',
  'How digital fares made boarding faster and safer for students travelling to school in rural Jamaica.':
    'Cómo los pasajes digitales hicieron más rápido y seguro el abordaje de los estudiantes que viajan a la escuela en zonas rurales de Jamaica.',
  '60% faster boarding': 'Abordaje 60 % más rápido',
  '100% digital fares': 'Pasajes 100 % digitales',
  'No cash carried by students': 'Ningún estudiante lleva efectivo',
  'Students tap to board, parents top up online, and drivers no longer handle cash.':
    'Los estudiantes suben con solo acercar su tarjeta, los padres recargan en línea y los conductores ya no manejan efectivo.',
  'Rural Jamaica': 'Zonas rurales de Jamaica',
  '60%': '60 %',
  'faster boarding': 'más rápido al abordar',
  '100%': '100 %',
  'digital fares': 'de pasajes digitales',
  'The cashless school bus in rural Jamaica':
    'El autobús escolar sin efectivo en las zonas rurales de Jamaica',
  Overview: 'Panorama general',
  'Students in rural Jamaica travel long distances to school by bus. Fares were paid in cash at the door, which slowed boarding and meant children carried money every day.':
    'En las zonas rurales de Jamaica, los estudiantes recorren largas distancias en autobús para llegar a la escuela. El pasaje se pagaba en efectivo al subir, lo que retrasaba el abordaje y obligaba a los niños a llevar dinero todos los días.',
  'Slow boarding': 'Abordaje lento',
  'Counting coins and giving change at the door delayed every stop.':
    'Contar monedas y dar el cambio en la puerta retrasaba cada parada.',
  'Cash on children': 'Niños con efectivo',
  'Students carried fare money every day.':
    'Los estudiantes llevaban el dinero del pasaje todos los días.',
  'No records': 'Sin registros',
  'Schools and parents could not see who travelled and when.':
    'Ni las escuelas ni los padres podían saber quién viajaba ni cuándo.',
  'Key features': 'Funciones principales',
  'Tap to board': 'Abordaje con tarjeta',
  'each student’s card is checked in a moment.':
    'la tarjeta de cada estudiante se valida en un instante.',
  'Online top-ups': 'Recargas en línea',
  'parents add fares by card or mobile money.':
    'los padres cargan saldo con tarjeta o dinero móvil.',
  'Trip records': 'Registro de viajes',
  'schools and parents see every journey.': 'escuelas y padres ven cada trayecto.',
  'buses keep to their timetable.': 'los autobuses cumplen su horario.',
  'no cash changes hands on the bus.': 'en el autobús no circula efectivo.',
  'The advantage': 'La ventaja',
  'Because transport runs on the same platform as the school’s records and the parent portal, fares, attendance and messages to parents share one account.':
    'Como el transporte funciona en la misma plataforma que los expedientes de la escuela y el portal para padres, los pasajes, la asistencia y los mensajes a los padres comparten una sola cuenta.',
  'Looking ahead': 'Próximos pasos',
  'The same approach can serve more routes and more schools, and connect bus journeys to attendance so parents know their child arrived.':
    'El mismo enfoque puede extenderse a más rutas y más escuelas, y vincular los viajes en autobús con la asistencia para que los padres sepan que su hijo llegó.',
  'The children get on the bus quickly and nobody has to carry money any more.':
    'Los niños suben rápido al autobús y ya nadie tiene que llevar dinero.',
  'School bus operator': 'Operador de autobús escolar',
  'In their words': 'En sus propias palabras',
  'A cashless rural school bus in Jamaica: 60% faster boarding and 100% digital fares.':
    'Un autobús escolar rural sin efectivo en Jamaica: abordaje 60 % más rápido y pasajes 100 % digitales.',
}
