import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withFormFields } from '../src/lib/forms/fieldsDoc'

// Rewrites the list of form fields in docs/leads-and-privacy.md from the forms' definitions (a unit test compares them).
const file = path.resolve(import.meta.dirname, '../docs/leads-and-privacy.md')
writeFileSync(file, withFormFields(readFileSync(file, 'utf8')))
console.info('docs/leads-and-privacy.md: form fields rewritten')
