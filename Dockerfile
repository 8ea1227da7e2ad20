# mock-site: record/replay mock server for a WordPress-style site REST API.
#
#   docker build -t mock-site .
#   docker run --rm -p 8080:8080 mock-site
#   docker run --rm -p 8080:8080 -v "$PWD/scenarios:/app/scenarios" \
#     -v "$PWD/recordings:/app/recordings" mock-site \
#     node dist/cli/main.js serve --host 0.0.0.0 --port 8080 --scenario /app/scenarios/site.yaml
#   (or pick the scenario with -e MOCK_SITE_SCENARIO=/app/scenarios/site.yaml)
#
# The server must keep listening on port 8080 inside the container: EXPOSE and the
# HEALTHCHECK use it. Build with `--format docker` under podman/buildah, otherwise the
# HEALTHCHECK is dropped (OCI image configs have no health check).

# ---- build: dev dependencies + TypeScript compile -> dist/ --------------------
FROM node:22-slim AS build
WORKDIR /app
# Manifests first so the dependency layer is cached across source changes.
# --ignore-scripts: the `prepare` script (tsc) needs src/, which is copied below.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
RUN npm run build

# ---- runtime: production dependencies + compiled output ----------------------
FROM node:22-slim AS runtime
ENV NODE_ENV=production
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
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/__mock/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/cli/main.js", "serve", "--host", "0.0.0.0", "--port", "8080"]
