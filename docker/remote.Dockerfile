# syntax=docker/dockerfile:1
# Every federated remote of the registry (libs/registry/registry.json "remote"), one Dockerfile:
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=seosnapshot .
# The image carries one published version, <name>/<package version>-<build hash>. On start it adds
# that version to the remote's volume (docker/remote-publish.sh), next to the versions published
# before, and non-root nginx serves them all at /remotes/<name>/<version>/. Which version users
# get is the BFF's remote registry (npm run deploy:remote), never this container.
ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS build
ARG REMOTE
WORKDIR /app
COPY --from=manifests /app ./
RUN test -n "$REMOTE" && npm ci --workspace "@seo/mfe-${REMOTE}" --include-workspace-root --ignore-scripts
COPY tsconfig.base.json ./
COPY scripts/ scripts/
COPY libs/ libs/
COPY mfe-${REMOTE}/ mfe-${REMOTE}/
# Build, precompress (brotli, gzip), publish into /store/<name>/<version>/.
RUN npm run build -w "@seo/mfe-${REMOTE}" \
 && node scripts/remote-store.mjs publish "${REMOTE}" /store

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG REMOTE
ENV REMOTE_NAME=${REMOTE}
COPY docker/nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY docker/nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY docker/remote-publish.sh /docker-entrypoint.d/40-remote-publish.sh
COPY --from=build /store/${REMOTE} /opt/remote/${REMOTE}
USER root
# The volume mount point, owned by nginx's user so a new named volume starts writable.
RUN mkdir -p /usr/share/nginx/html/remotes/${REMOTE} \
 && chown -R nginx:nginx /usr/share/nginx/html/remotes \
 && chmod +x /docker-entrypoint.d/40-remote-publish.sh
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -qO- "http://127.0.0.1:8080/healthz" >/dev/null || exit 1
