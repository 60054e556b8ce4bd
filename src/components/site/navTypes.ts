import type { SiteSetting } from '@/payload-types'

export type NavMenu = NonNullable<SiteSetting['menus']>[number]
export type NavMenuItem = NavMenu['items'][number]
export type NavLink = NonNullable<SiteSetting['navLinks']>[number]
