import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/components/site/deferred/toast'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import type { RecoveryApplication } from '@/payload-types'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/forms/recoveryOptions'
import { ApiError, updateStatus } from './api'
import { buttonStyles, inputStyles } from './styles'
import { TEXT } from './messages/en'

type Props = {
  application: RecoveryApplication | null
  defaultReviewer: string
  onClose: () => void
  onSaved: () => void
  onSessionLost: () => void
}

/** Update Application Status: saves status, notes and reviewer, then emails the applicant. */
export function StatusDialog({ application, ...props }: Props) {
  const [busy, setBusy] = useState(false)
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => (open || busy ? undefined : props.onClose())}
    >
      {application ? (
        <DialogContent
          title={TEXT.updateTitle}
          description={`${application.schoolName} · Case ID ${application.caseId}`}
        >
          {/* Keyed and mounted per opening, so every opening starts from a clean form. */}
          <StatusForm
            key={application.id}
            application={application}
            busy={busy}
            setBusy={setBusy}
            {...props}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

type FormProps = Omit<Props, 'application'> & {
  application: RecoveryApplication
  busy: boolean
  setBusy: (busy: boolean) => void
}

function StatusForm({
  application,
  defaultReviewer,
  busy,
  setBusy,
  onClose,
  onSaved,
  onSessionLost,
}: FormProps) {
  const id = useId()
  const [status, setStatus] = useState<ApplicationStatus | ''>('')
  const [notes, setNotes] = useState('')
  const [reviewer, setReviewer] = useState(defaultReviewer)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!status) return
    setBusy(true)
    try {
      const result = await updateStatus(application, { status, notes, reviewer })
      if (result.emailSent) toast.success(TEXT.success, { description: TEXT.successDetail })
      else toast.warning(TEXT.warning, { description: result.warning })
      onSaved()
      onClose()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onSessionLost()
      const message = error instanceof ApiError && error.message ? error.message : TEXT.updateFailed
      toast.error(TEXT.error, { description: message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-slate-800">
          New Status
        </label>
        <select
          id={`${id}-status`}
          value={status}
          required
          onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
          className={inputStyles}
        >
          <option value="">Select a status</option>
          {APPLICATION_STATUSES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="mb-1 block text-sm font-medium text-slate-800">
          Admin Notes / Custom Message
        </label>
        <textarea
          id={`${id}-notes`}
          rows={4}
          value={notes}
          maxLength={5000}
          aria-describedby={`${id}-notes-hint`}
          onChange={(event) => setNotes(event.target.value)}
          className={inputStyles}
        />
        <p id={`${id}-notes-hint`} className="mt-1 text-xs text-slate-600">
          {TEXT.notesHint}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-reviewer`} className="mb-1 block text-sm font-medium text-slate-800">
          Reviewed By
        </label>
        <input
          id={`${id}-reviewer`}
          type="text"
          placeholder="Your name"
          value={reviewer}
          maxLength={200}
          onChange={(event) => setReviewer(event.target.value)}
          className={inputStyles}
        />
      </div>
      <button type="submit" disabled={busy || !status} className={`${buttonStyles.primary} w-full`}>
        {busy ? 'Updating...' : 'Update & Send Email'}
      </button>
    </form>
  )
}
