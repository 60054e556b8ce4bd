import { postStatusUpdate } from '@/data/review/handlers'

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return postStatusUpdate(request, (await params).id)
}
