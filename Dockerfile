# syntax=docker/dockerfile:1
# The HTTP service as an image: the same binary `deno task compile` builds for the release, on a base
# with glibc and nothing else (no shell, no package manager), run as a non-root user. Run it with a
# read-only root file system: docker run --read-only --tmpfs /tmp -p 8080:8080 IMAGE
# (deploy/ does the same in Kubernetes).

# Build on the builder's own platform, compiling for the image's (deno compile cross-compiles), so a
# multi-platform build needs no emulation: the final stage only copies.
FROM --platform=$BUILDPLATFORM denoland/deno:2.9.6 AS build
ARG TARGETARCH
WORKDIR /src
COPY . .
ENV DENO_NO_UPDATE_CHECK=1
RUN case "${TARGETARCH:-amd64}" in \
      arm64) target=aarch64-unknown-linux-gnu ;; \
      amd64) target=x86_64-unknown-linux-gnu ;; \
      *) echo "Cannot build for ${TARGETARCH}: the binary targets amd64 and arm64" >&2; exit 1 ;; \
    esac \
 && deno task compile --target "$target" \
 && install -m 0555 "dist/gitlab-mcp-server-$target" /gitlab-mcp-server

# Run: distroless's cc image (glibc, libgcc, CA certificates), user 65532.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /gitlab-mcp-server /usr/local/bin/gitlab-mcp-server
USER 65532:65532
EXPOSE 8080
# The binary probes itself: no shell or curl in the image.
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["/usr/local/bin/gitlab-mcp-server", "--healthcheck", "--http-addr", "0.0.0.0:8080"]
ENTRYPOINT ["/usr/local/bin/gitlab-mcp-server", "--http", "--http-addr", "0.0.0.0:8080"]
