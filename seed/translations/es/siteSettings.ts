import type { Words } from '../words'

/** Site settings: menus, footer, figures and the texts every page shows. */
export const siteSettingsWords: Words = {
  'The cloud school-management platform for the Caribbean, Africa and Latin America':
    'La plataforma de gestión escolar en la nube para el Caribe, África y América Latina',
  'A cloud school-management platform: student information, learning management, national EMIS, AI test prep and Donafi fundraising for ministries, schools, teachers and families.':
    'Gestión escolar en la nube: información estudiantil, LMS, EMIS nacional, preparación para exámenes con IA y Donafi para ministerios, escuelas y familias.',
  'school management system, SIS, LMS, EMIS, Caribbean education, school software':
    'sistema de gestión escolar, SIS, LMS, EMIS, educación en el Caribe, software escolar',
  Solutions: 'Soluciones',
  'National EMIS and ministry-wide insight': 'EMIS nacional y visión de todo el sistema educativo',
  'Run every office of your school in one place': 'Todas las áreas de su escuela en un solo lugar',
  'Attendance, gradebooks and AI lesson planning':
    'Asistencia, calificaciones y planificación de clases con IA',
  'Grades, fees and messages on any phone':
    'Calificaciones, cuotas y mensajes en cualquier celular',
  Platform: 'Plataforma',
  'For Governments': 'Para gobiernos',
  'For Schools': 'Para escuelas',
  'SIS and LMS': 'SIS y LMS',
  'For Students & Parents': 'Para estudiantes y padres',
  'Test prep and the parent portal': 'Preparación para exámenes y portal para padres',
  'SmartPlan and Simplified IQ': 'SmartPlan y Simplified IQ',
  'Alumni and diaspora giving': 'Donaciones de exalumnos y de la diáspora',
  Resources: 'Recursos',
  'News and ideas from our team': 'Noticias e ideas de nuestro equipo',
  'Help and Support': 'Ayuda y soporte',
  'Guides and the help desk': 'Guías y mesa de ayuda',
  'Short videos of the platform': 'Videos breves de la plataforma',
  'Stories from our customers': 'Historias de nuestros clientes',
  'Answers to common questions': 'Respuestas a las dudas más comunes',
  Customers: 'Clientes',
  Company: 'Empresa',
  Pricing: 'Precios',
  Login: 'Iniciar sesión',
  'Request Demo': 'Solicitar demostración',
  'Activate Card': 'Activar tarjeta',
  'One platform for ministries, school leaders, teachers, parents and students: from enrolment to exam results, in the cloud.':
    'Una sola plataforma para ministerios, directivos escolares, docentes, padres y estudiantes: de la matrícula a los resultados de los exámenes, en la nube.',
  Products: 'Productos',
  'Test Prep': 'Preparación para exámenes',
  'About Us': 'Quiénes somos',
  Careers: 'Empleos',
  Contact: 'Contacto',
  'Trust centre': 'Centro de confianza',
  '99.95 % over the last 12 months': '99,95 % en los últimos 12 meses',
  'Privacy Policy': 'Política de privacidad',
  'Terms of Service': 'Términos del servicio',
  'Data Protection': 'Protección de datos',
  'Stay in the loop': 'Manténgase informado',
  'Product news and stories from schools across our markets, once a month.':
    'Novedades del producto e historias de escuelas de nuestras regiones, una vez al mes.',
  '6+': '+6',
  Countries: 'Países',
  '1,400+': '+1.400',
  Schools: 'Escuelas',
  '300K+': '+300 mil',
  Learners: 'Estudiantes',
  '70K+': '+70 mil',
  Teachers: 'Docentes',
}
