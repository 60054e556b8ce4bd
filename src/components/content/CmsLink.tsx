import type { SiteSetting } from '@/payload-types'
import { NavItemLink } from '@/components/site/NavItemLink'
import { cn } from '@/lib/cn'

export type CmsLinkData = {
  label?: string | null
  href?: string | null
  externalUrl?: keyof SiteSetting['externalUrls'] | null
  appearance?: 'primary' | 'secondary' | 'link' | null
  newTab?: boolean | null
}

const appearanceClasses = {
  primary:
    'inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800',
  secondary:
    'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50',
  link: 'font-semibold text-brand-700 underline-offset-4 hover:underline',
}

/** The address a CMS link points to: a Site settings URL when one is chosen, else its path. */
export function resolveHref(
  link: CmsLinkData,
  settings: Pick<SiteSetting, 'externalUrls'>,
): string | null {
  if (link.externalUrl) return settings.externalUrls[link.externalUrl] || null
  return link.href || null
}

type Props = { link: CmsLinkData; settings: Pick<SiteSetting, 'externalUrls'>; className?: string }

/** A button or text link from the CMS; renders nothing when it has no label or address. */
export function CmsLink({ link, settings, className }: Props) {
  const href = resolveHref(link, settings)
  if (!href || !link.label) return null
  return (
    <NavItemLink
      href={href}
      newTab={link.newTab}
      className={cn(appearanceClasses[link.appearance ?? 'primary'], className)}
    >
      {link.label}
    </NavItemLink>
  )
}

export function CmsLinks({
  links,
  settings,
  className,
}: {
  links?: CmsLinkData[] | null
  settings: Pick<SiteSetting, 'externalUrls'>
  className?: string
}) {
  if (!links?.length) return null
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {links.map((link, index) => (
        <CmsLink key={`${link.label}-${index}`} link={link} settings={settings} />
      ))}
    </div>
  )
}
