import { fillIn } from '@/lib/i18n/fillIn'

/**
 * The prefilled message with its reference: `Hello! (ref WA-7K2M)`. `note` is the page's
 * language's template for the reference (`(ref {ref})`).
 */
export function prefilledText(message: string, reference: string, note: string): string {
  const tag = fillIn(note, { ref: reference })
  const text = message.trim()
  return text ? `${text} ${tag}` : tag
}

/** WhatsApp's click to chat: `https://wa.me/<digits, country code first>?text=<URL-encoded>`. */
export function chatLink(number: string, text: string): string {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
}
