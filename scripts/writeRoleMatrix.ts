import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { withRoleMatrix } from '../src/lib/roleMatrixDoc'

// Rewrites the role matrix in docs/security.md from src/lib/roleMatrix.ts (a unit test compares them).
const file = path.resolve(import.meta.dirname, '../docs/security.md')
writeFileSync(file, withRoleMatrix(readFileSync(file, 'utf8')))
console.info('docs/security.md: role matrix rewritten')
