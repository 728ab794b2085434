/** mr_review actions (to be filled). */
import { defineAction } from "./types.ts";

export const mrReviewActions: ReturnType<typeof defineAction>[] = [];
