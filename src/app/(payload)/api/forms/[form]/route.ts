import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_PUT } from '@payloadcms/next/routes'
import { postForm } from '@/forms/routeHandlers'

type Context = { params: Promise<{ form: string }> }

// More specific than Payload's catch-all /api/[...slug], so Next routes every form's POST here.
export async function POST(request: Request, { params }: Context) {
  return postForm(request, (await params).form)
}

/*
 * /api/forms/<id> is also the REST address of the `forms` collection (the forms marketers build,
 * which the CMS reads and saves): every other method goes to Payload, as the catch-all would.
 */
const toPayload =
  (handler: ReturnType<typeof REST_GET>) =>
  async (request: Request, { params }: Context) =>
    handler(request, { params: Promise.resolve({ slug: ['forms', (await params).form] }) })

export const GET = toPayload(REST_GET(config))
export const PATCH = toPayload(REST_PATCH(config))
export const PUT = toPayload(REST_PUT(config))
export const DELETE = toPayload(REST_DELETE(config))
export const OPTIONS = toPayload(REST_OPTIONS(config))
