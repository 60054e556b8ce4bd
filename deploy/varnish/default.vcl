# Varnish 7.1 (Debian's `varnish`) with `xkey` from `varnish-modules`, in front of `npm start`.
# Next says what may be stored (Cache-Control with s-maxage, and stale-while-revalidate for
# pages with a time to live); the app's proxy (src/proxy.ts) names the cache tags of each page
# in `xkey`. A publish in the CMS sends `PURGE` with `xkey-purge: <tags>` to VARNISH_PURGE_URL,
# which invalidates exactly the pages that show what changed.
# Run: varnishd -a :80 -f /etc/varnish/default.vcl, the app on 127.0.0.1:3000 with
# TRUSTED_PROXY_HOPS=1 (Varnish appends the client to X-Forwarded-For) and
# VARNISH_PURGE_URL=http://<this host>:80/.
vcl 4.1;

import directors;
import std;
import xkey;

# Every instance of the app (the same build, sharing PostgreSQL and Redis; see docs/deploying.md,
# "More than one instance"): one backend each, added to the director below.
backend instance_1 {
  .host = "127.0.0.1";
  .port = "3000";
}

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(instance_1);
}

# Who may invalidate: the app's instances. Add their addresses here.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = instances.backend();
  # The request's id in the app's log lines. The app takes it from this proxy (TRUSTED_PROXY_HOPS),
  # so it is always ours: a client's own X-Request-Id is replaced, never passed on.
  set req.http.X-Request-Id = "varnish-" + std.integer(time=now) + "-" + req.xid;
  # Nor may a client name the host or port it reached: the app's public origin is SERVER_URL.
  # (X-Forwarded-Proto is left to a TLS terminator in front, which sets it.)
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Forwarded-Port;
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the tags in xkey-purge"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Invalidated " + req.http.x-purged + " objects"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The CMS, its API, the review page, search results, draft links, trust documents' download
  # links and the preview plumbing: per person, per query or per link. The same rule as isNeverCached in config/paths.mjs
  # (tests/unit/page-paths.test.ts keeps them equal).
  if (req.url ~ "^/(cms|api|next)(/|\?|$)" || req.url ~ "^/([a-z]{2}/)?(admin|search|draft|trust/download)(/|\?|$)") {
    return (pass);
  }
  # A staff session (Payload's cookie) or draft mode: never from the cache, never into it
  # (STAFF_SESSION_COOKIE and DRAFT_MODE_COOKIES in config/paths.mjs).
  if (req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=") {
    return (pass);
  }
  # A chosen language sends `/` to its prefix (a redirect that depends on the cookie).
  if (req.url == "/" && req.http.Cookie ~ "(^|;\s*)site-lang=") {
    return (pass);
  }
  # No other cookie changes a page: visitors share one copy.
  unset req.http.Cookie;
  return (hash);
}

# A page's key is its URL without campaign and click-id parameters (utm_*, gclid, fbclid,
# msclkid): they change nothing on the page, so every campaign link shares the page's one copy.
# Only the key drops them; the app still receives the URL as sent (the browser's script and a
# form sent without scripts read them from there).
sub vcl_hash {
  hash_data(regsub(regsuball(req.url, "(?<=[?&])(utm_[^&=]*|gclid|fbclid|msclkid)(=[^&]*)?(&|$)", ""), "[?&]$", ""));
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  return (lookup);
}

sub vcl_backend_fetch {
  # Asks the app for the page's tags: its proxy runs only for requests that say this.
  set bereq.http.x-cache-tags-wanted = "xkey";
}

sub vcl_backend_response {
  # Next marks a 404 with the time to live of the route that rendered it: no cache after this
  # one (a CDN, a browser) may keep it either, or a page published there would stay missing.
  if (beresp.status >= 400) {
    set beresp.http.Cache-Control = "no-store";
  }
  # Only what Next marks for shared caches is stored: an error, a response that sets a
  # cookie or one without s-maxage or max-age is fetched anew each time.
  if (beresp.status >= 400 || beresp.http.Set-Cookie ||
      beresp.http.Cache-Control !~ "(s-maxage|max-age)=[1-9]" ||
      beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # A page is stored only under its tags (xkey, named by src/proxy.ts): without them a
  # publish could not invalidate it. Next's own files say max-age and need none.
  if (beresp.http.Cache-Control ~ "s-maxage" && !beresp.http.xkey) {
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # stale-while-revalidate is grace here: a stale page is served while a fresh one is fetched.
  # Invalidation by tag removes a page outright, so grace never outlives a publish.
  if (beresp.grace > 1d) {
    set beresp.grace = 1d;
  }
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The tags are for this cache's index, not for browsers.
  unset resp.http.xkey;
  # This request's id, not the one a stored page was fetched under.
  set resp.http.X-Request-Id = req.http.X-Request-Id;
}
