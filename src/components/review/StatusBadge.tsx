import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { statusBadgeText, type ApplicationStatus } from '@/lib/forms/recoveryOptions'

/** The badge style of each status. */
const variantByStatus: Record<ApplicationStatus, BadgeVariant> = {
  pending: 'outline',
  under_review: 'secondary',
  approved: 'default',
  rejected: 'destructive',
  needs_info: 'secondary',
}

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={variantByStatus[status]}>{statusBadgeText(status)}</Badge>
}
