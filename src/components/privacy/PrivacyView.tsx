import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { mayOpen } from '@/lib/roleMatrix'
import { CMS_PRIVACY_PATH } from '@/lib/cmsPaths'
import { PrivacyTool } from './PrivacyTool.client'

/**
 * /cms/privacy: answers a person's privacy request (find, export, erase). A custom view is
 * public, so it checks the session itself; the endpoints it calls check again.
 */
export function PrivacyView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const allowed = mayOpen(req.user, CMS_PRIVACY_PATH)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: 'var(--base)' }}>
        <h1>Privacy requests</h1>
        {allowed ? (
          <PrivacyTool apiRoute={req.payload.config.routes.api} />
        ) : (
          <p role="alert">Only admins may answer privacy requests.</p>
        )}
      </div>
    </DefaultTemplate>
  )
}
