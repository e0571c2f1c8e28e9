# syntax=docker/dockerfile:1
# The mock server as an image: the npm package (npm run pack:server) installed on a slim Node, run
# as an unprivileged user with its data in the /data volume. It listens on all addresses, so it
# starts only with a control token (CONTROL_TOKEN): the CLI refuses otherwise.
#   docker build -t tabi-log-mock .
#   docker run -p 5170:5170 -e CONTROL_TOKEN=change-me -v tabi-data:/data tabi-log-mock
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build the web client and the package, and install the package where the runtime finds it.
FROM ${NODE_IMAGE} AS build
# A compiler for better-sqlite3, for when its prebuilt binary cannot be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
# Electron (the desktop app's) is not part of the image.
RUN ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run pack:server -- --out /pack
WORKDIR /opt/tabi
RUN echo '{ "private": true }' > package.json \
  && npm install --no-audit --no-fund /pack/tabi-log-mock-*.tgz \
  && npm cache clean --force

# 2. The runtime: the installed package only, no compiler, no sources.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5170 \
    DB_FILE=/data/demo.sqlite \
    SNAPSHOTS_DIR=/data/snapshots
COPY --from=build /opt/tabi /opt/tabi
RUN mkdir -p /data/snapshots && chown -R node:node /data
USER node
WORKDIR /data
VOLUME /data
EXPOSE 5170
# /__mock/health answers the token's holders only.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/__mock/health`, { headers: { 'x-control-token': process.env.CONTROL_TOKEN ?? '' } }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/opt/tabi/node_modules/.bin/tabi-log-mock"]
