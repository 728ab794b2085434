/** Repository tags. */
import { defineDomain } from "../../engine/domain.ts";
import { tagActions as ACTIONS } from "./core.ts";

export const tagDomain = defineDomain({
  name: "tag",
  title: "Repository tags",
  short: "tag",
  actions: ACTIONS,
});
