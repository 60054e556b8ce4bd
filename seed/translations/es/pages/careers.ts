import type { Words } from '../../words'

/** The pages of seed/pages/careers.ts, by path. */
export const careersWords: Record<string, Words> = {
  careers: {
    Careers: 'Empleos',
    'Work with us to bring every school in the Caribbean, Africa and Latin America online. See open positions.':
      'Trabaje con nosotros para llevar a la nube cada escuela del Caribe, África y América Latina. Vea las vacantes disponibles.',
    'Build the future of education with us': 'Construya con nosotros el futuro de la educación',
    'Our work reaches 300K+ learners and 70K+ teachers. Join a team that ships software ministries, schools and families rely on every day.':
      'Nuestro trabajo llega a más de 300 mil estudiantes y más de 70 mil docentes. Súmese a un equipo que crea software del que ministerios, escuelas y familias dependen todos los días.',
    'View Open Positions': 'Ver vacantes',
    'Why join us': 'Por qué trabajar con nosotros',
    'Work that matters': 'Un trabajo que importa',
    'Your work reaches 1,400+ schools in 6+ countries.':
      'Su trabajo llega a más de 1.400 escuelas en más de 6 países.',
    'Grow with us': 'Crezca con nosotros',
    'Take on real responsibility early in a growing company.':
      'Asuma responsabilidades reales desde el principio en una empresa en crecimiento.',
    'Work from anywhere': 'Trabaje desde cualquier lugar',
    'Many roles are remote across our regions.': 'Muchos puestos son remotos en nuestras regiones.',
    Benefits: 'Beneficios',
    'Flexible, remote-friendly work': 'Trabajo flexible y remoto',
    'Work where you do your best work.': 'Trabaje desde donde rinda mejor.',
    'Learning budget': 'Presupuesto para formación',
    'Courses, certifications and conferences.': 'Cursos, certificaciones y conferencias.',
    'Paid time off': 'Vacaciones pagadas',
    'Time to rest, plus public holidays where you live.':
      'Tiempo para descansar, además de los feriados del lugar donde vive.',
    'Health cover': 'Seguro de salud',
    'Medical cover for you, where available in your country.':
      'Cobertura médica para usted, donde esté disponible en su país.',
    'Our values': 'Nuestros valores',
    Impact: 'Impacto',
    'We measure ourselves by what changes in schools.':
      'Nos medimos por lo que cambia en las escuelas.',
    Innovation: 'Innovación',
    'We use new ideas, like AI, where they help learners and teachers.':
      'Usamos ideas nuevas, como la IA, cuando ayudan a estudiantes y docentes.',
    Inclusion: 'Inclusión',
    'We build for every learner, every school and every connection.':
      'Creamos para cada estudiante, cada escuela y cada tipo de conexión.',
    Integrity: 'Integridad',
    'We protect the data schools trust us with and keep our word.':
      'Protegemos los datos que las escuelas nos confían y cumplimos nuestra palabra.',
    'Open positions': 'Vacantes',
    'There are no open positions right now. Send us a general application.':
      'En este momento no hay vacantes disponibles. Envíenos una postulación espontánea.',
    'Don’t see the right role? Tell us how you would like to help.':
      '¿No encuentra el puesto adecuado? Cuéntenos cómo le gustaría contribuir.',
    'Submit General Application': 'Enviar postulación espontánea',
  },
}
