import type { DataFromCollectionSlug, Payload } from 'payload'
import type { EmailInput, OptInCollection } from '@/lib/email/emailInput'
import { fillLinkSlots, linkSlot } from '@/lib/email/linkSlots'
import { env } from '@/lib/env'
import { escapeHtml, escapeMultiline } from '@/lib/html'
import { localeOrDefault } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { CONFIRM_TTL_MS, subscriptionLinkTokens } from '@/lib/signedLinks'
import { emailButton, emailFrame } from './emails'

/** A page's public path in a language: English at the bare path, others under their prefix. */
export const localizedPath = (locale: string | null | undefined, path: string) =>
  localizePath(path, localeOrDefault(locale))

/** The words a list's shared parts print: its confirmation email, every email's footer, its pages. */
export type OptInText = {
  confirmSubject: string
  confirmHeading: string
  confirmIntro: string
  confirmButton: string
  confirmExpiry: string
  unsubscribeFooter: string
  unsubscribeLink: string
  /** The confirmation page before its button is pressed. */
  confirmPageTitle: string
  confirmPageBody: (email: string) => string
  confirmedTitle: string
  confirmedBody: string
  invalidTitle: string
  invalidBody: string
  unsubscribeTitle: string
  unsubscribeBody: (email: string) => string
  unsubscribeButton: string
  unsubscribedTitle: string
  unsubscribedBody: (email: string) => string
  unknownLinkTitle: string
  unknownLinkBody: string
  /** The confirmation page's link back to `paths.list`, for a list that has a page of its own. */
  backToList?: string
}

/** What links and emails read of a subscriber. */
type Addressee = { id: number; email: string; language?: string | null }

/** One double opt-in list: everything that differs between the newsletter and the sub-processor updates. */
export type OptInListDescription = {
  /** The name its links' signing key is derived under (src/lib/signedLinks.ts). */
  linkKey: string
  collection: OptInCollection
  /** How a log line names one of its subscribers. */
  logName: string
  text: (locale: string | null | undefined) => OptInText
  paths: {
    /** The confirmation email's link: GET shows the confirmation page, its button's POST confirms. */
    confirmApi: string
    /** The List-Unsubscribe URL (one-click POST; GET shows the page). */
    unsubscribeApi: string
    confirmationPage: string
    unsubscribePage: string
    /** The list's own page, where the confirmation page links back to. */
    list?: string
  }
}

/** A link's query: the subscriber `s`, a confirmation's end `e`, and the credential `token`. */
export type LinkParams = { s?: string | null; e?: string | null; token?: string | null }

/** A link's query as sent; links emailed before the credential had its name call it `t`. */
export const readLinkParams = (query: URLSearchParams): LinkParams => ({
  s: query.get('s'),
  e: query.get('e'),
  token: query.get('token') ?? query.get('t'),
})

/** The query of a link (or of the form on its page) from its parts. */
export const linkQuery = ({ s, e, token }: LinkParams): URLSearchParams =>
  new URLSearchParams({ s: s ?? '', ...(e == null ? {} : { e }), token: token ?? '' })

/** A subscriber of either list, as the Local API reads it. */
export type OptInSubscriber = DataFromCollectionSlug<OptInCollection>

export type OptInList = ReturnType<typeof defineOptInList>

/**
 * A double opt-in list from its description: its signed links, what opening them does, and the
 * emails every list sends alike.
 */
export function defineOptInList(description: OptInListDescription) {
  const { collection, paths, text } = description
  const tokens = subscriptionLinkTokens(description.linkKey)

  const unsubscribeQuery = (subscriber: Addressee) =>
    linkQuery({ s: String(subscriber.id), token: tokens.unsubscribeToken(subscriber) })

  /** The link in the confirmation email: GET shows the page whose button confirms (a POST). */
  const confirmUrl = (subscriber: Addressee, now = Date.now()): string => {
    const expires = now + CONFIRM_TTL_MS
    const query = linkQuery({
      s: String(subscriber.id),
      e: String(expires),
      token: tokens.confirmToken(subscriber, expires),
    })
    return `${env.serverUrl}${paths.confirmApi}?${query}`
  }

  /**
   * The `List-Unsubscribe` URL (RFC 8058): a POST with `List-Unsubscribe=One-Click` unsubscribes
   * at once; a GET shows the page with its one button.
   */
  const oneClickUnsubscribeUrl = (subscriber: Addressee): string =>
    `${env.serverUrl}${paths.unsubscribeApi}?${unsubscribeQuery(subscriber)}`

  /** The unsubscribe page, in the subscriber's language: the link in each email's footer. */
  const unsubscribePageUrl = (subscriber: Addressee): string =>
    `${env.serverUrl}${localizedPath(subscriber.language, paths.unsubscribePage)}?${unsubscribeQuery(subscriber)}`

  const subscriberById = async (
    payload: Payload,
    id: string | null | undefined,
  ): Promise<OptInSubscriber | null> => {
    if (!id || !/^\d{1,12}$/.test(id)) return null
    return payload.findByID({
      collection,
      id: Number(id),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
  }

  /** The subscriber a confirmation link names, if it is theirs and within its week. Changes nothing. */
  const subscriberOfConfirmLink = async (
    payload: Payload,
    params: LinkParams,
  ): Promise<OptInSubscriber | null> => {
    const subscriber = await subscriberById(payload, params.s)
    if (
      !subscriber ||
      !params.token ||
      !tokens.isValidConfirmToken(subscriber, Number(params.e), params.token)
    )
      return null
    return subscriber.status === 'unsubscribed' ? null : subscriber
  }

  /**
   * Confirms through a confirmation link (the POST of its page's button): a pending subscriber
   * becomes confirmed (the collection's hooks see it); a confirmed one stays so. An expired,
   * forged or unsubscribed link confirms nothing.
   */
  const confirmSubscription = async (
    payload: Payload,
    params: LinkParams,
  ): Promise<OptInSubscriber | null> => {
    const subscriber = await subscriberOfConfirmLink(payload, params)
    if (!subscriber) return null
    if (subscriber.status === 'confirmed') return subscriber
    return await payload.update({
      collection,
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  }

  /** The subscriber an unsubscribe link names, if its token is theirs. */
  const subscriberOfUnsubscribeLink = async (
    payload: Payload,
    params: LinkParams,
  ): Promise<OptInSubscriber | null> => {
    const subscriber = await subscriberById(payload, params.s)
    return subscriber && params.token && tokens.isValidUnsubscribeToken(subscriber, params.token)
      ? subscriber
      : null
  }

  /** Stops every email of the list to the subscriber; the row stays, with its consent record, as the opt-out. */
  const unsubscribe = async (payload: Payload, subscriber: OptInSubscriber): Promise<void> => {
    if (subscriber.status === 'unsubscribed') return
    await payload.update({
      collection,
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    payload.logger.info(`${description.logName} ${subscriber.id} unsubscribed`)
  }

  /**
   * The headers every email to a subscriber carries (RFC 2369, RFC 8058): mail clients show their
   * own unsubscribe button, which POSTs `List-Unsubscribe=One-Click` to the URL.
   */
  const unsubscribeHeaders = (): Record<string, string> => ({
    'List-Unsubscribe': `<${linkSlot('oneClickUnsubscribe')}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  })

  /** The footer every email to a subscriber ends with. */
  const unsubscribeFooter = (subscriber: Addressee): string => {
    const words = text(subscriber.language)
    return `<p style="font-size:12px;color:#475569">${escapeHtml(words.unsubscribeFooter)} <a href="${linkSlot('unsubscribePage')}">${escapeHtml(words.unsubscribeLink)}</a></p>`
  }

  /**
   * What an email to a subscriber carries instead of its signed links: the sendEmail task fills
   * them in as it sends (src/lib/sendEmail/signedLinks.ts), so no job record holds a credential.
   */
  const signedLinksOf = (subscriber: Addressee) => ({
    kind: 'opt-in' as const,
    collection,
    subscriber: subscriber.id,
  })

  /** The email with its link slots filled for the subscriber as stored now; null once the subscriber is gone. */
  const fillSignedLinks = async (
    payload: Payload,
    subscriberId: number,
    email: EmailInput,
  ): Promise<EmailInput | null> => {
    const subscriber = await subscriberById(payload, String(subscriberId))
    if (!subscriber || subscriber.status === 'unsubscribed') return null
    return fillLinkSlots(email, {
      confirm: confirmUrl(subscriber),
      unsubscribePage: unsubscribePageUrl(subscriber),
      oneClickUnsubscribe: oneClickUnsubscribeUrl(subscriber),
    })
  }

  /** The double opt-in email: one link that confirms (valid 7 days from its sending), and the way out. */
  const confirmationEmail = (subscriber: Addressee): EmailInput => {
    const words = text(subscriber.language)
    return {
      to: subscriber.email,
      subject: words.confirmSubject,
      html: emailFrame([
        `<h1 style="font-size:18px">${escapeHtml(words.confirmHeading)}</h1>`,
        `<p>${escapeMultiline(words.confirmIntro)}</p>`,
        emailButton(linkSlot('confirm'), words.confirmButton),
        `<p>${escapeHtml(words.confirmExpiry)}</p>`,
        unsubscribeFooter(subscriber),
      ]),
      headers: unsubscribeHeaders(),
      signedLinks: signedLinksOf(subscriber),
    }
  }

  return {
    ...description,
    tokens,
    confirmUrl,
    oneClickUnsubscribeUrl,
    unsubscribePageUrl,
    subscriberOfConfirmLink,
    confirmSubscription,
    subscriberOfUnsubscribeLink,
    unsubscribe,
    unsubscribeHeaders,
    unsubscribeFooter,
    signedLinksOf,
    fillSignedLinks,
    confirmationEmail,
  }
}
