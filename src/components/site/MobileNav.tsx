import { NavItemLink } from './NavItemLink'
import { MobileMenuToggle } from './MobileMenuToggle.client'
import type { NavLink, NavMenu } from './navTypes'

type Props = {
  menus: NavMenu[]
  links: NavLink[]
  actions: { label: string; href: string; newTab?: boolean }[]
  /** The toggle's two states and the menu's own name, in the page's language. */
  labels: { open: string; close: string; nav: string }
}

const MENU_ID = 'mobile-menu'

/**
 * Small screens: a hamburger toggles one list; a menu title links to its overview page. The list
 * is a popover the button opens by itself, so it works before scripts arrive and without them;
 * the browser also closes it on Escape and on a tap outside. The toggle's script adds the rest.
 */
export function MobileNav({ menus, links, actions, labels }: Props) {
  const entries = [
    ...menus.map((menu) => ({ label: menu.label, href: menu.overviewHref || menu.items[0]?.href || '/' })),
    ...links,
  ]

  return (
    <div className="group lg:hidden">
      <MobileMenuToggle menuId={MENU_ID} labels={labels} />
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label={labels.nav}
        className="fixed inset-x-0 top-16 bottom-auto max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 text-slate-900 shadow-lg lg:hidden"
      >
        <ul className="flex flex-col">
          {entries.map((entry) => (
            <li key={entry.href + entry.label}>
              <NavItemLink href={entry.href} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50">
                {entry.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
        <ul className="mt-4 flex flex-col gap-2">
          {actions.map((action) => (
            <li key={action.href}>
              <NavItemLink
                href={action.href}
                newTab={action.newTab}
                className="block rounded-md border border-slate-300 px-3 py-2 text-center text-base font-medium text-slate-800"
              >
                {action.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
