/** Params the container registry rows share (Container registry API, https://docs.gitlab.com/api/container_registry/). */
import { z } from "zod";
import { intId } from "../fields.ts";

export const repositoryId = intId(
  "Container registry repository ID, as listed by registry.repository_list (not its path).",
);

export const imageTag = z.string().min(1).describe(
  'Container image tag, e.g. "v1.2.0" or "latest" (an image tag in the registry, not a git tag).',
);

/** Fields shown per registry repository. */
export const REPOSITORY_SUMMARY = ["id", "path", "location", "project_id", "tags_count", "status", "created_at"];
