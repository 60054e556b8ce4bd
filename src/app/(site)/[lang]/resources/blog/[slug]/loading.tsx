import { PostSkeleton } from '@/components/blog/PostSkeleton'

export default function BlogPostLoading() {
  return <PostSkeleton />
}
