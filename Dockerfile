# syntax=docker/dockerfile:1
# The base image is an argument so the image can be built where no registry is reachable
# (scripts/verify-docker.sh builds its own base). NODE_VERSION is the one in .node-version,
# the Node the tests run on (tests/tooling/node-version.test.ts keeps the two equal).
ARG NODE_VERSION=26.12.1
ARG BASE_IMAGE=node:${NODE_VERSION}-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source where no prebuilt binary can be fetched.
RUN command -v g++ >/dev/null || (apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*)
ENV PRISMA_HIDE_UPDATE_MESSAGE=1
# Only what `npm ci` and its postinstall (patches, Prisma client generation) read, so editing the
# app does not throw away the cached dependency layer.
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY scripts/prisma-*.mjs ./scripts/
COPY patches ./patches
# `npm install` keeps the locked versions like `npm ci` would, but skips optional packages for
# other platforms that the reachable registry lacks instead of refusing the lock (decision 018).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${BASE_IMAGE}
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
RUN (getent group app || groupadd --system --gid 10001 app) \
  && (id -u app || useradd --system --uid 10001 --gid app --home-dir /app app) \
  && mkdir -p /data && chown app:app /data
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/scripts/backups.mjs ./scripts/
USER app
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node as PID 1 gets SIGTERM directly; server.js drains requests before it exits.
# The stop timeout (docker stop -t, podman --stop-timeout) must exceed the server's 10 s drain.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
