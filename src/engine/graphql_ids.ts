/** GitLab's global IDs (gid://gitlab/<Class>/<n>) from what a user sends: a number, or the global ID itself. */

/** A global ID of `model`: a number becomes `gid://gitlab/<model>/<n>`, a global ID stays as sent. */
export function globalId(model: string, value: string | number): string {
  return typeof value === "number" || /^\d+$/.test(value) ? `gid://gitlab/${model}/${value}` : value;
}

export function workItemGid(value: string | number): string {
  return globalId("WorkItem", value);
}

/** Several IDs of one model, or undefined when none were sent. */
export function globalIds(model: string, values: unknown): string[] | undefined {
  return Array.isArray(values) ? values.map((v) => globalId(model, v as string | number)) : undefined;
}
