import { startHttpFixture, type HttpFixture } from '../fixtures/httpFixture'

/**
 * A stand-in for Matomo's tracker: it runs the `_paq` commands our page queues, as matomo.js
 * does, and sends each page view and event (category, action, and name when given) to the
 * tracker URL, where the fixture records it.
 */
export const MATOMO_JS = `(function () {
  var state = { trackerUrl: '', url: '' }
  function hit(query) { fetch(state.trackerUrl + '?' + query, { mode: 'no-cors' }) }
  function run(command) {
    var name = command[0]
    if (name === 'setTrackerUrl') state.trackerUrl = command[1]
    if (name === 'setCustomUrl') state.url = command[1]
    if (name === 'trackPageView') hit('action=pageview&url=' + encodeURIComponent(state.url || location.href))
    if (name === 'trackEvent') hit('action=event&e_c=' + encodeURIComponent(command[1]) + '&e_a=' + encodeURIComponent(command[2]) + (command[3] ? '&e_n=' + encodeURIComponent(command[3]) : ''))
  }
  var queued = window._paq || []
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]) } }
  for (var i = 0; i < queued.length; i++) run(queued[i])
})()`

/** A Matomo on 127.0.0.1: serves the stand-in as /matomo.js and records every hit on /matomo.php. */
export function startMatomo(): Promise<HttpFixture> {
  return startHttpFixture((_req, url) =>
    url.pathname === '/matomo.js'
      ? { headers: { 'content-type': 'text/javascript' }, body: Buffer.from(MATOMO_JS) }
      : { status: 204, body: Buffer.alloc(0) },
  )
}
