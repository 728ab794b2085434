/** Params the pipeline rows share. */
import { intId } from "../fields.ts";

export const pipelineId = intId("Pipeline ID: the number in the pipeline's URL (/-/pipelines/287 → 287), not its IID.");
