import { PostNotFound } from '@/components/blog/PostNotFound'

export default function BlogPostNotFound() {
  return <PostNotFound />
}
