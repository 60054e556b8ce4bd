import { toast, Toaster } from 'sonner'
import { provideToaster } from './toastStore'

// Whoever imports `toast` is about to need the toaster: handing it over when this module loads
// (in the form's lazily loaded chunk) mounts it long before the first toast. The toaster comes
// from here rather than from an import of its own, which the bundler would give a second copy
// of sonner.
if (typeof window !== 'undefined') provideToaster(Toaster)

export { toast }
