import { contentMessages } from '@/components/content/messages'
import { Section } from '@/components/content/Section'
import { WhatsAppLines } from '@/components/whatsapp/WhatsAppLines'
import { getSiteSettings } from '@/data/content'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { chatLines } from '@/lib/whatsapp/lines'
import type { WhatsAppBlock as Props } from '@/payload-types'

/**
 * "Chat on WhatsApp" for each line of Site settings › WhatsApp, or nothing while there is none.
 * It reads only the settings, which every page is tagged with: a change there refreshes it.
 */
export async function WhatsAppBlock({ id, heading, intro }: Props) {
  const locale = getRequestLocale()
  const lines = chatLines((await getSiteSettings(locale)).whatsapp)
  if (!lines.length) return null
  return (
    <Section heading={heading || contentMessages(locale).whatsApp.heading} intro={intro}>
      <WhatsAppLines
        lines={lines}
        place={`${id ?? 'whatsapp'}:${locale}`}
        locale={locale}
        level={3}
      />
    </Section>
  )
}
