# syntax=docker/dockerfile:1
# Every Node service of the registry (libs/registry/registry.json "service"), one Dockerfile:
#   docker build -f docker/service.Dockerfile --build-arg SERVICE=descripto --build-arg PORT=4101 .
# Build context: the repository root (a service bundles the workspace libraries it imports).
ARG NODE_IMAGE=node:20-slim

# ---- every workspace manifest and the lockfile, nothing else (npm ci checks the whole lockfile) ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

# ---- build: the service's dependencies, the Prisma client when it uses the database, the bundle ----
FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /app
COPY --from=manifests /app ./
# --ignore-scripts: the root postinstall (prisma generate) is run below only where it is needed.
RUN test -n "$SERVICE" && npm ci --workspace "@seo/service-${SERVICE}" --include-workspace-root --ignore-scripts
COPY tsconfig.base.json ./
COPY scripts/build-node.mjs scripts/
COPY libs/ libs/
COPY services/${SERVICE}/ services/${SERVICE}/
RUN if [ -d node_modules/prisma ]; then npm run generate -w @seo/db; fi \
 && npm run build -w "@seo/service-${SERVICE}"

# ---- run: production dependencies only (npm packages stay external to the bundle) + the bundle ----
FROM ${NODE_IMAGE}
ARG SERVICE
ARG PORT
ENV NODE_ENV=production SERVICE_NAME=${SERVICE} SERVICE_PORT=${PORT}
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --workspace "@seo/service-${SERVICE}" --include-workspace-root --omit=dev --ignore-scripts \
 && npm cache clean --force
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
USER node
EXPOSE ${PORT}
# <NAME>_PORT (compose sets it) wins over the build's PORT. Readiness: the service can serve (its
# database reachable); Kubernetes probes /health/live and /health/ready itself (deploy/k8s).
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "const p=process.env[process.env.SERVICE_NAME.toUpperCase()+'_PORT']||process.env.SERVICE_PORT;fetch('http://127.0.0.1:'+p+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node services/${SERVICE_NAME}/dist/server.cjs"]
