/**
 * Prompt arguments arrive as strings (MCP prompts take nothing else); GitLab
 * wants IIDs and IDs as numbers. This checks and converts them once, so every
 * fetch and every call shape in a prompt's messages uses the same values.
 */
import type { PromptArgs, PromptDef } from "./prompt_spec.ts";
import { invalidParams } from "../engine/rpc_errors.ts";
import { ARGUMENT_MAX, overLimit } from "../text/bounds.ts";

/** Arguments that are positive integers, with their upper bound. */
const NUMERIC: Record<string, number> = {
  merge_request_iid: Number.MAX_SAFE_INTEGER,
  issue_iid: Number.MAX_SAFE_INTEGER,
  pipeline_id: Number.MAX_SAFE_INTEGER,
  job_id: Number.MAX_SAFE_INTEGER,
  milestone_id: Number.MAX_SAFE_INTEGER,
  epic_iid: Number.MAX_SAFE_INTEGER,
  iteration_id: Number.MAX_SAFE_INTEGER,
  days: 365,
};

function convert(prompt: PromptDef, name: string, value: string): string | number {
  const max = NUMERIC[name];
  if (max !== undefined) {
    if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
      throw invalidParams(
        `Cannot get prompt "${prompt.name}": argument ${name} must be a whole number from 1 to ${max}, got "${value}"`,
      );
    }
    return Number(value);
  }
  const states = prompt.states;
  if (name === "state" && states && !states.includes(value)) {
    throw invalidParams(
      `Cannot get prompt "${prompt.name}": argument state must be one of ${states.join(", ")}, got "${value}"`,
    );
  }
  return value;
}

/** Trims, drops empty optional values, rejects empty required ones, converts numbers. */
export function checkArgs(prompt: PromptDef, raw: Record<string, string | undefined>): PromptArgs {
  const out: PromptArgs = {};
  for (const arg of prompt.args) {
    const long = overLimit(raw[arg.name] ?? "", ARGUMENT_MAX);
    if (long) throw invalidParams(`Cannot get prompt "${prompt.name}": argument ${arg.name} ${long}`);
    const value = raw[arg.name]?.trim() ?? "";
    if (!value) {
      if (arg.required) throw invalidParams(`Cannot get prompt "${prompt.name}": argument ${arg.name} is required`);
      continue;
    }
    out[arg.name] = convert(prompt, arg.name, value);
  }
  return out;
}
