import { hero, richTextBlock, type PageSeed } from '../../blocks'
import { richText } from '../../lexical'

const dates = 'Última actualización: enero de 2025. Vigente desde el 1 de enero de 2025.'

export const privacyPage: PageSeed = {
  title: 'Política de privacidad',
  path: 'privacy',
  meta: { description: 'Cómo recopilamos, usamos, conservamos y protegemos los datos personales en nuestra plataforma de gestión escolar. Vigente desde el 1 de enero de 2025.' },
  layout: [
    hero({ heading: 'Política de privacidad', text: dates }),
    richTextBlock({
      content: richText([
        { p: 'Esta política explica qué datos personales recopilan nuestra plataforma y nuestro sitio web, con qué fin, durante cuánto tiempo los conservamos y qué derechos tiene usted. Las escuelas y los ministerios que usan la plataforma deciden qué datos de los estudiantes se registran; nosotros los tratamos en su nombre.' },
        { h2: 'Qué datos recopilamos' },
        { ul: ['Datos de las cuentas del personal, los padres y los estudiantes: nombre, correo electrónico, rol y escuela.', 'Expedientes estudiantiles que ingresan las escuelas: matrícula, asistencia, calificaciones, boletas de calificaciones y certificados de estudios.', 'Registros de pagos de cuotas y donaciones (los datos de las tarjetas los gestiona nuestro proveedor de pagos con tarjeta; nosotros no los almacenamos).', 'Los mensajes que nos envía mediante los formularios de nuestro sitio web.'] },
        { h2: 'Cómo los usamos' },
        { p: 'Usamos los datos personales únicamente para prestar la plataforma a las escuelas que nos contratan, brindar soporte a los usuarios, mantener la seguridad del servicio y cumplir con nuestras obligaciones legales. No vendemos datos personales.' },
        { h2: 'Niños y niñas' },
        { p: 'Los menores de 13 años usan la plataforma solo con el consentimiento de su madre, padre o tutor, obtenido a través de su escuela.' },
        { h2: 'Cuánto tiempo conservamos los datos' },
        { ul: ['Los datos de la cuenta se eliminan en un plazo de 90 días tras el cierre de la cuenta.', 'Los expedientes de los estudiantes egresados se conservan entre 5 y 7 años aproximadamente, ya que las escuelas los necesitan para emitir certificados de estudios y referencias.'] },
        { h2: 'Sus derechos' },
        { p: 'Usted puede solicitar acceder a sus datos personales, corregirlos, exportarlos o eliminarlos. Respondemos toda solicitud de ejercicio de derechos en un plazo de 30 días.' },
        { h2: 'Seguridad' },
        { p: 'El acceso se asigna según el rol y los administradores inician sesión con autenticación multifactor. Si una brecha de seguridad afecta datos personales, notificamos a las instituciones afectadas en un plazo de 72 horas.' },
        { h2: 'Cambios a esta política' },
        { p: 'Notificamos a las escuelas cualquier cambio a esta política 30 días antes de que entre en vigor.' },
      ]),
    }),
  ],
}

export const termsPage: PageSeed = {
  title: 'Términos del servicio',
  path: 'terms',
  meta: { description: 'Términos de uso de nuestra plataforma escolar: tarifas, niveles de servicio, exportación de datos y terminación. Vigentes desde el 1 de enero de 2025.' },
  layout: [
    hero({ heading: 'Términos del servicio', text: dates }),
    richTextBlock({
      content: richText([
        { p: 'Estos términos se aplican a las instituciones que se suscriben a la plataforma y a todas las personas que la usan en su nombre.' },
        { h2: 'Tarifas y pagos' },
        { ul: ['Las tarifas de suscripción se cobran por estudiante al mes, según lo indicado en su orden de compra.', 'Los pagos atrasados generan un interés del 1,5 % mensual.', 'Avisamos con 60 días de anticipación cualquier cambio en las tarifas.'] },
        { h2: 'Niveles de servicio' },
        { p: 'Nuestro objetivo de disponibilidad es del 99,5 % mensual, sin contar los mantenimientos anunciados.' },
        { h2: 'Uso aceptable' },
        { p: 'Los usuarios mantienen la confidencialidad de sus credenciales, usan la plataforma solo para los fines educativos y administrativos de la institución y no intentan acceder a datos que no están autorizados a ver.' },
        { h2: 'Sus datos' },
        { p: 'Su institución es la propietaria de los datos que ingresa en la plataforma. Solo los tratamos para prestar el servicio, tal como se describe en nuestra Política de privacidad.' },
        { h2: 'Terminación' },
        { ul: ['Cualquiera de las partes puede poner fin a la suscripción según lo establecido en la orden de compra.', 'Puede solicitar una exportación de sus datos durante los 30 días posteriores a la terminación.', 'Sus datos se eliminan 90 días después de la terminación.'] },
        { h2: 'Cambios a estos términos' },
        { p: 'Notificamos a las instituciones cualquier cambio a estos términos 30 días antes de que entre en vigor.' },
      ]),
    }),
  ],
}

export const dataProtectionPage: PageSeed = {
  title: 'Protección de datos',
  path: 'data-protection',
  meta: { description: 'Cómo protegemos los datos escolares: acceso según el rol, autenticación multifactor, aviso de brechas en 72 horas y reglas claras de conservación.' },
  layout: [
    hero({ heading: 'Protección de datos', text: dates }),
    richTextBlock({
      content: richText([
        { p: 'Las escuelas y los ministerios nos confían los expedientes de niños y niñas. En esta página explicamos cómo los protegemos.' },
        { h2: 'Control de acceso' },
        { ul: ['Acceso según el rol: cada usuario ve solo lo que su rol requiere.', 'Autenticación multifactor para los administradores.', 'Cada cambio en los registros sensibles queda registrado.'] },
        { h2: 'Notificación de brechas de seguridad' },
        { p: 'Si una brecha de seguridad afecta datos personales, notificamos a las instituciones afectadas en un plazo de 72 horas desde que la detectamos.' },
        { h2: 'Datos de niños y niñas' },
        { p: 'Los menores de 13 años usan la plataforma solo con el consentimiento de su madre, padre o tutor.' },
        { h2: 'Conservación y eliminación' },
        { ul: ['Los datos de la cuenta se eliminan en un plazo de 90 días tras su cierre.', 'Los expedientes de los estudiantes egresados se conservan entre 5 y 7 años aproximadamente.', 'Al terminar una suscripción, los datos pueden exportarse durante 30 días y se eliminan a los 90 días.'] },
        { h2: 'Sus derechos' },
        { p: 'Respondemos en un plazo de 30 días las solicitudes para acceder a datos personales, corregirlos, exportarlos o eliminarlos, y notificamos los cambios a esta política con 30 días de anticipación.' },
      ]),
    }),
  ],
}
