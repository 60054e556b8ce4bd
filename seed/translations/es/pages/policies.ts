import type { Words } from '../../words'

/** The pages of seed/pages/policies.ts, by path. */
export const policiesWords: Record<string, Words> = {
  privacy: {
    'Privacy Policy': 'Política de privacidad',
    'How we collect, use, keep and protect personal data on our school-management platform. Effective 1 January 2025.':
      'Cómo recopilamos, usamos, conservamos y protegemos los datos personales en nuestra plataforma de gestión escolar. Vigente desde el 1 de enero de 2025.',
    'This policy explains what personal data our platform and website collect, why, how long we keep it and the rights you have. Schools and ministries that use the platform decide what student data is recorded; we process it on their behalf.':
      'Esta política explica qué datos personales recopilan nuestra plataforma y nuestro sitio web, con qué fin, durante cuánto tiempo los conservamos y qué derechos tiene usted. Las escuelas y los ministerios que usan la plataforma deciden qué datos de los estudiantes se registran; nosotros los tratamos en su nombre.',
    'What we collect': 'Qué datos recopilamos',
    'Account details of staff, parents and students: name, email, role and school.':
      'Datos de las cuentas del personal, los padres y los estudiantes: nombre, correo electrónico, rol y escuela.',
    'Student records entered by schools: enrolment, attendance, grades, report cards and transcripts.':
      'Expedientes estudiantiles que ingresan las escuelas: matrícula, asistencia, calificaciones, boletas de calificaciones y certificados de estudios.',
    'Payment records for fees and donations (card details are handled by our card payment provider, not stored by us).':
      'Registros de pagos de cuotas y donaciones (los datos de las tarjetas los gestiona nuestro proveedor de pagos con tarjeta; nosotros no los almacenamos).',
    'Messages you send us through our website forms.':
      'Los mensajes que nos envía mediante los formularios de nuestro sitio web.',
    'How we use it': 'Cómo los usamos',
    'We use personal data only to provide the platform to the schools that engage us, to support users, to keep the service secure and to meet legal obligations. We do not sell personal data.':
      'Usamos los datos personales únicamente para prestar la plataforma a las escuelas que nos contratan, brindar soporte a los usuarios, mantener la seguridad del servicio y cumplir con nuestras obligaciones legales. No vendemos datos personales.',
    Children: 'Niños y niñas',
    'Children under 13 use the platform only with the consent of a parent or guardian, obtained through their school.':
      'Los menores de 13 años usan la plataforma solo con el consentimiento de su madre, padre o tutor, obtenido a través de su escuela.',
    'How long we keep data': 'Cuánto tiempo conservamos los datos',
    'Account data is deleted within 90 days of account closure.':
      'Los datos de la cuenta se eliminan en un plazo de 90 días tras el cierre de la cuenta.',
    'Records of graduated students are kept for about 5 to 7 years, as schools need them for transcripts and references.':
      'Los expedientes de los estudiantes egresados se conservan entre 5 y 7 años aproximadamente, ya que las escuelas los necesitan para emitir certificados de estudios y referencias.',
    'Your rights': 'Sus derechos',
    'You may ask to see, correct, export or delete your personal data. We answer every rights request within 30 days.':
      'Usted puede solicitar acceder a sus datos personales, corregirlos, exportarlos o eliminarlos. Respondemos toda solicitud de ejercicio de derechos en un plazo de 30 días.',
    Security: 'Seguridad',
    'Access is role-based and administrators sign in with multi-factor authentication. If a breach affects personal data, we notify the affected institutions within 72 hours.':
      'El acceso se asigna según el rol y los administradores inician sesión con autenticación multifactor. Si una brecha de seguridad afecta datos personales, notificamos a las instituciones afectadas en un plazo de 72 horas.',
    'Changes to this policy': 'Cambios a esta política',
    'We notify schools of changes to this policy 30 days before they take effect.':
      'Notificamos a las escuelas cualquier cambio a esta política 30 días antes de que entre en vigor.',
  },
  terms: {
    'Terms of Service': 'Términos del servicio',
    'The terms for using our school-management platform: fees, service levels, data export and termination. Effective 1 January 2025.':
      'Términos de uso de nuestra plataforma escolar: tarifas, niveles de servicio, exportación de datos y terminación. Vigentes desde el 1 de enero de 2025.',
    'These terms apply to institutions that subscribe to the platform and to everyone who uses it on their behalf.':
      'Estos términos se aplican a las instituciones que se suscriben a la plataforma y a todas las personas que la usan en su nombre.',
    'Fees and payment': 'Tarifas y pagos',
    'Subscription fees are charged per student per month, as set out in your order.':
      'Las tarifas de suscripción se cobran por estudiante al mes, según lo indicado en su orden de compra.',
    'Late payments accrue interest of 1.5% per month.':
      'Los pagos atrasados generan un interés del 1,5 % mensual.',
    'We give 60 days’ notice of any change to fees.':
      'Avisamos con 60 días de anticipación cualquier cambio en las tarifas.',
    'Service levels': 'Niveles de servicio',
    'Our uptime target is 99.5% each month, excluding announced maintenance.':
      'Nuestro objetivo de disponibilidad es del 99,5 % mensual, sin contar los mantenimientos anunciados.',
    'Acceptable use': 'Uso aceptable',
    'Users keep their credentials private, use the platform only for the institution’s educational and administrative purposes, and do not attempt to access data they are not authorised to see.':
      'Los usuarios mantienen la confidencialidad de sus credenciales, usan la plataforma solo para los fines educativos y administrativos de la institución y no intentan acceder a datos que no están autorizados a ver.',
    'Your data': 'Sus datos',
    'Your institution owns the data it puts on the platform. We process it only to provide the service, as described in our Privacy Policy.':
      'Su institución es la propietaria de los datos que ingresa en la plataforma. Solo los tratamos para prestar el servicio, tal como se describe en nuestra Política de privacidad.',
    Termination: 'Terminación',
    'Either party may end the subscription as set out in the order.':
      'Cualquiera de las partes puede poner fin a la suscripción según lo establecido en la orden de compra.',
    'You may request an export of your data within 30 days after termination.':
      'Puede solicitar una exportación de sus datos durante los 30 días posteriores a la terminación.',
    'Your data is deleted 90 days after termination.':
      'Sus datos se eliminan 90 días después de la terminación.',
    'Changes to these terms': 'Cambios a estos términos',
    'We notify institutions of changes to these terms 30 days before they take effect.':
      'Notificamos a las instituciones cualquier cambio a estos términos 30 días antes de que entre en vigor.',
  },
  'data-protection': {
    'Data Protection': 'Protección de datos',
    'How we protect school data: role-based access, multi-factor authentication, breach notice within 72 hours and clear retention rules.':
      'Cómo protegemos los datos escolares: acceso según el rol, autenticación multifactor, aviso de brechas en 72 horas y reglas claras de conservación.',
    'Schools and ministries trust us with records of children. This page sets out how we protect them.':
      'Las escuelas y los ministerios nos confían los expedientes de niños y niñas. En esta página explicamos cómo los protegemos.',
    'Access control': 'Control de acceso',
    'Role-based access: each user sees only what their role needs.':
      'Acceso según el rol: cada usuario ve solo lo que su rol requiere.',
    'Multi-factor authentication for administrators.':
      'Autenticación multifactor para los administradores.',
    'Every change to sensitive records is logged.':
      'Cada cambio en los registros sensibles queda registrado.',
    'Breach notification': 'Notificación de brechas de seguridad',
    'If a breach affects personal data, we notify the affected institutions within 72 hours of discovering it.':
      'Si una brecha de seguridad afecta datos personales, notificamos a las instituciones afectadas en un plazo de 72 horas desde que la detectamos.',
    'Children’s data': 'Datos de niños y niñas',
    'Children under 13 use the platform only with the consent of a parent or guardian.':
      'Los menores de 13 años usan la plataforma solo con el consentimiento de su madre, padre o tutor.',
    'Retention and deletion': 'Conservación y eliminación',
    'Account data is deleted within 90 days of closure.':
      'Los datos de la cuenta se eliminan en un plazo de 90 días tras su cierre.',
    'Graduated students’ records are kept for about 5 to 7 years.':
      'Los expedientes de los estudiantes egresados se conservan entre 5 y 7 años aproximadamente.',
    'After a subscription ends, data can be exported for 30 days and is deleted after 90 days.':
      'Al terminar una suscripción, los datos pueden exportarse durante 30 días y se eliminan a los 90 días.',
    'Your rights': 'Sus derechos',
    'We answer requests to see, correct, export or delete personal data within 30 days, and notify changes to this policy 30 days ahead.':
      'Respondemos en un plazo de 30 días las solicitudes para acceder a datos personales, corregirlos, exportarlos o eliminarlos, y notificamos los cambios a esta política con 30 días de anticipación.',
  },
}
