# mock-site: record/replay mock server for a WordPress-style site REST API.
#
#   docker build -t mock-site .
#   docker run --rm -p 8080:8080 mock-site
#   docker run --rm -p 8080:8080 -v "$PWD/scenarios:/app/scenarios" \
#     -v "$PWD/recordings:/app/recordings" mock-site \
#     node dist/cli/main.js serve --scenario /app/scenarios/site.yaml --replay /app/recordings
#   (or set any serve option through its variable: -e MOCK_SITE_SCENARIO=/app/scenarios/site.yaml)
#
# The address and port come from the environment (MOCK_SITE_HOST, MOCK_SITE_PORT), so a
# command given on `docker run` still listens on 0.0.0.0:8080, where EXPOSE, the published
# port and the HEALTHCHECK look. Build with `--format docker` under podman/buildah, otherwise
# the HEALTHCHECK is dropped (OCI image configs have no health check).
#
# The base image is pinned to an exact Node release (both stages): bump NODE_IMAGE on purpose.
ARG NODE_IMAGE=node:24.21.0-slim

# ---- build: dev dependencies + TypeScript compile -> dist/ --------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first so the dependency layer is cached across source changes.
# --ignore-scripts: the `prepare` script (tsc) needs src/, which is copied below.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY scripts ./scripts
RUN npm run build

# ---- runtime: production dependencies + compiled output ----------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    MOCK_SITE_HOST=0.0.0.0 \
    MOCK_SITE_PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force
COPY --from=build /app/dist ./dist
# Defaults; users mount their own over /app/scenarios and /app/recordings.
# Owned by `node` so recording (atomic temp file + rename) can write there.
COPY --chown=node:node scenarios ./scenarios
COPY --chown=node:node recordings ./recordings

USER node
EXPOSE 8080
# Asks on the container's own network address (loopback only when it has none), at MOCK_SITE_PORT: a server bound
# to loopback alone, which the published port cannot reach, is unhealthy rather than healthy.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "const a=Object.values(require('os').networkInterfaces()).flat().find(i=>i.family==='IPv4'&&!i.internal);fetch('http://'+(a?a.address:'127.0.0.1')+':'+(process.env.MOCK_SITE_PORT||8080)+'/__mock/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# V8's memory reducer off: a server resting between test jobs keeps its speed (README, "In CI as a container").
CMD ["node", "--no-memory-reducer", "dist/cli/main.js", "serve"]
