'use client'

import { useEffect } from 'react'
import { recordVisit, thisPage } from '@/lib/leadSource/browser'

/**
 * Notes where the visit came from (landing page, referrer, UTM values) for the forms to send
 * with a lead. It runs after hydration, once per page load, and draws nothing.
 */
export function LeadSourceRecorder() {
  useEffect(() => recordVisit(thisPage()), [])
  return null
}
