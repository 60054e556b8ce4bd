import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { blockRegistryFiles } from './blockRegistry'

// Writes the block lists the app reads (src/blocks/generated/) from src/blocks/registry.ts and the
// block folders; a unit test compares them with what this would write.
for (const { file, text } of await blockRegistryFiles()) {
  writeFileSync(path.resolve(import.meta.dirname, '..', file), text)
  console.info(`${file}: written`)
}
