import type { SiteSetting } from '@/payload-types'

export type NavMenu = NonNullable<SiteSetting['menus']>[number]
export type NavLink = NonNullable<SiteSetting['navLinks']>[number]
