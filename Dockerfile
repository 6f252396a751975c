# The server as an image: built in release with the Swift standard library linked in,
# run by a user of its own on a slim system with only the libraries it loads.
#
#   docker build -t catalog-server .
#   docker run -p 8080:8080 -v server-data:/data -e CATALOG_TOKEN=… catalog-server
#
# Settings come from variables such as CATALOG_TOKEN (docs/server.md, "Settings"); the image sets
# the address and the port, and keeps the SQLite file on the /data volume, seeded on first
# start, unless DATABASE_URL names another database. compose.yaml
# runs it on PostgreSQL instead. The base images are arguments so that CI can build this
# file from images it made itself (.ci/image-test).
ARG BUILD_IMAGE=swift:6.3-noble
ARG RUNTIME_IMAGE=ubuntu:noble

FROM ${BUILD_IMAGE} AS build
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
# SQLite's headers, for the system SQLite the data layer calls.
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends libsqlite3-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /build
# The manifests first, so that resolving the packages is a layer of its own.
COPY Package.swift ./
COPY Tools/archlint/Package.swift Tools/archlint/
COPY Tools/scaffold/Package.swift Tools/scaffold/
RUN swift package resolve
COPY . .
RUN swift build -c release --product catalog-server --static-swift-stdlib \
    && mkdir /staging \
    && cp "$(swift build -c release --show-bin-path)/catalog-server" /staging/ \
    && cp "$(dirname "$(readlink -f "$(command -v swift)")")/../libexec/swift/linux/swift-backtrace-static" /staging/

FROM ${RUNTIME_IMAGE}
# What the server loads besides itself: SQLite, certificates and time zones; curl for the
# health check.
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends libsqlite3-0 ca-certificates tzdata curl \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --user-group --uid 10001 --no-create-home --home-dir /app app \
    && mkdir /data \
    && chown 10001:10001 /data
WORKDIR /app
COPY --from=build /staging /app
# The per-user database is the default one, under XDG_DATA_HOME: on the volume.
ENV CATALOG_HOSTNAME=0.0.0.0 \
    CATALOG_PORT=8080 \
    XDG_DATA_HOME=/data \
    SWIFT_BACKTRACE=enable=yes,sanitize=yes,threads=all,images=all,interactive=no,swift-backtrace=/app/swift-backtrace-static
VOLUME /data
# By number, so that a platform can see it is not root without reading /etc/passwd.
USER 10001:10001
EXPOSE 8080
# On the port the server listens on, over loopback: a CATALOG_HOSTNAME other than
# 0.0.0.0 or 127.0.0.1 needs a check of its own.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
    CMD ["sh", "-c", "curl -fsS -o /dev/null \"http://127.0.0.1:${CATALOG_PORT}/health\""]
ENTRYPOINT ["/app/catalog-server"]
