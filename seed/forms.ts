import type { Payload } from 'payload'
import type { Form } from '../src/payload-types'
import { richText } from './lexical'

// The seed writes without a Next server to revalidate.
const context = { disableRevalidate: true }

type Field = NonNullable<Form['fields']>[number]

/** The example form marketers start from: placed on no page, in English and Spanish. */
const english: Field[] = [
  { blockType: 'text', name: 'name', label: 'Full name', required: true, width: 50 },
  { blockType: 'email', name: 'email', label: 'Work email', required: true, width: 50 },
  { blockType: 'text', name: 'organization', label: 'School or organization', required: false },
  { blockType: 'country', name: 'country', label: 'Country', required: true, width: 50 },
  {
    blockType: 'select',
    name: 'session',
    label: 'Session',
    required: true,
    width: 50,
    options: [
      { value: 'morning', label: 'Morning (10:00 Eastern Caribbean)' },
      { value: 'evening', label: 'Evening (18:00 Eastern Caribbean)' },
    ],
  },
  {
    blockType: 'number',
    name: 'attendees',
    label: 'How many will attend from your team?',
    required: false,
  },
  {
    blockType: 'textarea',
    name: 'questions',
    label: 'Questions for the presenters',
    required: false,
  },
  {
    blockType: 'checkbox',
    name: 'recording',
    label: 'Send me the recording afterwards',
    required: false,
  },
]

const spanishLabels: Record<string, { label: string; options?: string[] }> = {
  name: { label: 'Nombre completo' },
  email: { label: 'Correo electrónico institucional' },
  organization: { label: 'Escuela u organización' },
  country: { label: 'País' },
  session: {
    label: 'Sesión',
    options: [
      'Mañana (10:00, hora del Caribe Oriental)',
      'Tarde (18:00, hora del Caribe Oriental)',
    ],
  },
  attendees: { label: '¿Cuántas personas de su equipo asistirán?' },
  questions: { label: 'Preguntas para los presentadores' },
  recording: { label: 'Envíenme la grabación después' },
}

/** The Spanish labels over the stored English fields, block and option ids kept (the structure is shared). */
function inSpanish(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.blockType === 'message') return field
    const words = spanishLabels[field.name]
    if (!words) return field
    if (field.blockType === 'select') {
      return {
        ...field,
        label: words.label,
        options: (field.options ?? []).map((option, index) => ({
          ...option,
          label: words.options?.[index] ?? option.label,
        })),
      }
    }
    return { ...field, label: words.label }
  })
}

export async function seedForms(payload: Payload): Promise<number> {
  const existing = await payload.count({
    collection: 'forms',
    where: { name: { equals: 'webinar-registration' } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return 0
  const created = await payload.create({
    collection: 'forms',
    locale: 'en',
    data: {
      title: 'Webinar registration',
      name: 'webinar-registration',
      fields: english,
      submitButtonLabel: 'Register',
      confirmationMessage: richText([
        {
          p: 'Thank you for registering. We will email you the link to join the day before the webinar.',
        },
      ]),
      notifications: { inboxes: ['sales'] },
      confirmationEmail: {
        send: true,
        subject: 'Your webinar registration',
        message:
          'Thank you for registering for our webinar. We will email you the link to join the day before.',
      },
    },
    context,
    overrideAccess: true,
    depth: 0,
  })
  await payload.update({
    collection: 'forms',
    id: created.id,
    locale: 'es',
    data: {
      fields: inSpanish(created.fields ?? []),
      submitButtonLabel: 'Inscribirme',
      confirmationMessage: richText([
        {
          p: 'Gracias por inscribirse. Le enviaremos el enlace para unirse el día anterior al seminario web.',
        },
      ]),
      confirmationEmail: {
        send: true,
        subject: 'Su inscripción al seminario web',
        message:
          'Gracias por inscribirse en nuestro seminario web. Le enviaremos el enlace para unirse el día anterior.',
      },
    },
    context,
    overrideAccess: true,
    depth: 0,
  })
  return 1
}
