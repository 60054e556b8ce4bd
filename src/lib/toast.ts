import { toast } from 'sonner'
import { wantToasts } from '@/components/site/deferred/toastStore'

// Whoever imports `toast` is about to need the toaster: asking for it when this module loads
// (in the form's lazily loaded chunk) mounts it long before the first toast.
if (typeof window !== 'undefined') wantToasts()

export { toast }
