'use client'

import { useState } from 'react'
import { SECOND_STEP_TEXT as TEXT } from './messages/en'

/** The recovery codes, shown once, with a copy and a download button. */
export function RecoveryCodes({
  codes,
  buttonClassName,
}: {
  codes: string[]
  buttonClassName?: string
}) {
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`

  const copy = async () => {
    await navigator.clipboard.writeText(text)
    setCopied(true)
  }

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'recovery-codes.txt',
    })
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <section aria-labelledby="recovery-codes-title" className="two-factor__recovery">
      <h2 id="recovery-codes-title">{TEXT.recoveryTitle}</h2>
      <p>{TEXT.recoveryIntro}</p>
      <ol className="two-factor__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <button type="button" className={buttonClassName} onClick={copy}>
          {copied ? TEXT.copied : TEXT.copy}
        </button>
        <button type="button" className={buttonClassName} onClick={download}>
          {TEXT.download}
        </button>
      </div>
      <p role="status" className="two-factor__status">
        {copied ? 'Recovery codes copied to the clipboard.' : ''}
      </p>
    </section>
  )
}
