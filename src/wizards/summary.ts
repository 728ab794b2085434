/** The confirmation summary: every value as typed but inert (escapeValue), a long description cut to its first 100 characters. */
import { escapeValue } from "../elicitation/escape.ts";
import type { WizardFlow } from "./flow.ts";

const DESCRIPTION_PREVIEW = 100;

/** One line per answered field, in question order. */
export function summarize(flow: WizardFlow, values: Record<string, string | boolean>, projectId: unknown): string {
  const lines: string[] = [];
  if (projectId !== undefined) lines.push(`- Project: ${escapeValue(projectId)}`);
  for (const step of flow.steps) {
    const v = values[step.question.key];
    if (v === undefined) continue;
    const shown = typeof v === "boolean"
      ? (v ? "yes" : "no")
      : v === ""
      ? "(empty)"
      : escapeValue(v, step.question.key === "description" ? DESCRIPTION_PREVIEW : 200);
    lines.push(`- ${step.label}: ${shown}`);
  }
  return lines.join("\n");
}
