import { postForm } from '@/forms/routeHandlers'

// More specific than Payload's catch-all /api/[...slug], so Next routes every form here.
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  return postForm(request, (await params).form)
}
