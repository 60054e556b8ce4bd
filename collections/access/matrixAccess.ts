import type { Access, CollectionConfig } from 'payload'
import type { MatrixSlug } from '@/lib/roleMatrix'
import { granted, grantedOr } from './granted'

/**
 * A collection's REST access, read from its row of the role matrix. `othersRead` is what a
 * visitor, and staff without the read grant, still read (published documents, say).
 */
export function matrixAccess(
  slug: MatrixSlug,
  othersRead?: Access,
): NonNullable<CollectionConfig['access']> {
  return {
    read: othersRead ? grantedOr(slug, 'read', othersRead) : granted(slug, 'read'),
    readVersions: granted(slug, 'read'),
    create: granted(slug, 'create'),
    update: granted(slug, 'update'),
    delete: granted(slug, 'delete'),
  }
}
