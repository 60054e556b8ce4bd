import { NavItemLink } from './NavItemLink'
import type { NavLink, NavMenu } from './navTypes'

export type HeaderAction = {
  label: string
  href: string
  newTab?: boolean
  look: 'plain' | 'outline' | 'primary'
}

type Props = {
  id: string
  menus: NavMenu[]
  links: NavLink[]
  actions: HeaderAction[]
  label: string
}

// On a large screen (`xl`: the Spanish row needs its width) the panel's box disappears (`display: contents`) and its lists join the header row.
const PANEL =
  'fixed inset-x-0 top-16 bottom-auto max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 text-slate-900 shadow-lg xl:contents'

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The header's menus, written once for every width (their look: header.css). On a small screen
 * they are a popover panel the hamburger opens, where a menu's title links to its overview page;
 * on a large one they sit in the row, each title a button that opens its list.
 */
export function SiteMenu({ id, menus, links, actions, label }: Props) {
  return (
    <div id={id} popover="auto" className={PANEL}>
      <nav aria-label={label}>
        <ul className="flex flex-col xl:flex-row xl:items-center xl:gap-1">
          {menus.map((menu, index) => (
            <li key={index} data-menu className="relative">
              <NavItemLink
                href={menu.overviewHref || menu.items[0]?.href || '/'}
                className="menu-entry"
              >
                {menu.label}
              </NavItemLink>
              <button
                id={`${id}-trigger-${index}`}
                type="button"
                data-menu-trigger
                aria-expanded="false"
                aria-controls={`${id}-list-${index}`}
                className="menu-entry"
              >
                {menu.label}
                <Chevron />
              </button>
              <ul id={`${id}-list-${index}`} aria-label={menu.label} className="menu-list">
                {menu.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <NavItemLink href={item.href} newTab={item.newTab}>
                      <span>{item.label}</span>
                      {item.description ? <span>{item.description}</span> : null}
                    </NavItemLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {links.map((link, index) => (
            <li key={index}>
              <NavItemLink href={link.href} className="menu-entry">
                {link.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-4 flex flex-col gap-2 xl:ml-auto xl:mt-0 xl:flex-row xl:items-center xl:gap-1.5">
        {actions.map((action, index) => (
          <li key={index}>
            <NavItemLink
              href={action.href}
              newTab={action.newTab}
              className="menu-action"
              data-look={action.look}
            >
              {action.label}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
