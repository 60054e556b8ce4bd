import type { CollectionBeforeDeleteHook, Field } from 'payload'
import { refusal } from './hooks/refusal'
import type { PluginConfig as FormBuilderPluginConfig } from '@payloadcms/plugin-form-builder/types'
import { BUILT_FORMS_TAG } from '@/lib/cacheTags'
import { builtFieldNamesProblem, builtFormNameProblem } from '@/lib/forms/built/names'
import type { Form } from '@/payload-types'
import { isStaffField } from './access/isStaff'
import { matrixAccess } from './access/matrixAccess'
import { revalidationHooks } from './hooks/revalidate'

/*
 * The forms marketers build (Payload's form-builder plugin makes the collection and its field
 * blocks; these overrides make it ours). A built form goes down the same road as the code-defined
 * ones (src/forms/builtForms.ts): checked against its own fields, stored in `form-submissions`,
 * delivered to the sales tools, notified to staff only.
 */

/** The fields visitors fill: the plugin's blocks, minus the ones the site does not offer. */
export const BUILT_FIELD_BLOCKS: FormBuilderPluginConfig['fields'] = {
  text: true,
  email: true,
  textarea: true,
  select: true,
  checkbox: true,
  number: true,
  country: true,
  message: true,
  state: false,
  payment: false,
  upload: false,
  date: false,
  radio: false,
}

const INBOXES = [
  { label: 'Sales', value: 'sales' },
  { label: 'Contact', value: 'contact' },
  { label: 'Newsletter', value: 'newsletter' },
  { label: 'Recovery', value: 'recovery' },
]

const nameField: Field = {
  name: 'name',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    description:
      'Lowercase letters, digits and dashes, e.g. "webinar-registration". Sales tools and the leads dashboard know the form by this name; keep it once the form is live.',
  },
  validate: (value: unknown) =>
    typeof value === 'string' && value
      ? (builtFormNameProblem(value) ?? true)
      : 'A name is required.',
}

const closedField: Field = {
  name: 'closed',
  type: 'checkbox',
  defaultValue: false,
  admin: {
    position: 'sidebar',
    description:
      'A closed form shows a notice instead of its fields and refuses submissions. Close a form rather than delete it.',
  },
}

/** Who hears of each submission: staff inboxes or addresses, never anything the visitor typed. */
const notificationsField: Field = {
  name: 'notifications',
  type: 'group',
  access: { read: isStaffField },
  admin: {
    description:
      'Who is emailed about each submission. With nothing chosen, the Contact inbox of Site settings is.',
  },
  fields: [
    {
      name: 'inboxes',
      type: 'select',
      hasMany: true,
      options: INBOXES,
      admin: { description: 'The Notifications inboxes of Site settings.' },
    },
    {
      name: 'addresses',
      type: 'array',
      labels: { singular: 'Address', plural: 'Addresses' },
      fields: [{ name: 'email', type: 'email', required: true }],
    },
  ],
}

/** An email to the visitor, at the address they gave, with the marketer's own words only. */
const confirmationEmailField: Field = {
  name: 'confirmationEmail',
  type: 'group',
  access: { read: isStaffField },
  fields: [
    {
      name: 'send',
      type: 'checkbox',
      defaultValue: false,
      label: 'Email the visitor a confirmation',
      admin: {
        description:
          "Sent to the form's first email field. The text below is sent as written; nothing the visitor typed is put in it.",
      },
    },
    {
      name: 'subject',
      type: 'text',
      localized: true,
      admin: { condition: (_, sibling) => Boolean(sibling?.send) },
      validate: (
        value: unknown,
        { siblingData }: { siblingData: Partial<NonNullable<Form['confirmationEmail']>> },
      ) =>
        !siblingData?.send ||
        (typeof value === 'string' && value.trim() !== '') ||
        'A subject is required to send a confirmation.',
    },
    {
      name: 'message',
      type: 'textarea',
      localized: true,
      admin: { condition: (_, sibling) => Boolean(sibling?.send) },
    },
  ],
}

const fieldNames = (blocks: unknown) =>
  (Array.isArray(blocks) ? blocks : []).flatMap((block: { blockType?: string; name?: unknown }) =>
    block.blockType === 'message' || typeof block.name !== 'string' ? [] : [block.name],
  )

/** The plugin's fields, made ours: a name, checked field names, a message confirmation always shown, our notifications. */
function formFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  const byName = (name: string) => {
    const field = defaultFields.find((candidate) => 'name' in candidate && candidate.name === name)
    if (!field) throw new Error(`the form-builder plugin has no "${name}" field`)
    return field
  }
  const blocks = byName('fields')
  return [
    byName('title'),
    nameField,
    {
      ...blocks,
      validate: (value: unknown) => builtFieldNamesProblem(fieldNames(value)) ?? true,
    } as Field,
    byName('submitButtonLabel'),
    {
      ...byName('confirmationMessage'),
      admin: { description: 'Shown in place of the form once it is sent.' },
    } as Field,
    notificationsField,
    confirmationEmailField,
    closedField,
  ]
}

/** A form that has submissions is closed, never deleted: its submissions keep what they were sent with. */
const refuseDeleteWithSubmissions: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'form-submissions',
    where: { form: { equals: id } },
    req,
  })
  if (totalDocs === 0) return
  throw refusal(
    `This form has ${totalDocs} submission${totalDocs === 1 ? '' : 's'}: close it instead of deleting it.`,
    409,
  )
}

const revalidateForms = revalidationHooks<Form & { _status?: null }>({
  name: (doc) => `form ${doc.name ?? doc.id}`,
  tags: [BUILT_FORMS_TAG],
  drafts: false,
})

export const formOverrides: FormBuilderPluginConfig['formOverrides'] = {
  labels: { singular: 'Form', plural: 'Forms' },
  access: matrixAccess('forms'),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'closed', 'updatedAt'],
    listSearchableFields: ['title', 'name'],
    description: 'Forms you build yourself. Place one on a page with the "Built form" block.',
  },
  hooks: {
    beforeDelete: [refuseDeleteWithSubmissions],
    afterChange: [revalidateForms.afterChange],
    afterDelete: [revalidateForms.afterDelete],
  },
  fields: formFields,
}
