/**
 * The three kinds of question a flow may ask (text, one option of a list,
 * yes/no), each one `elicitation/create` with a one-property schema, and the
 * check every answer passes before it is used.
 */

export type QuestionKind = "text" | "choice" | "yesno";

export interface Question {
  /** Key in inputRequests and the single property name of the schema. */
  key: string;
  kind: QuestionKind;
  message: string;
  required: boolean;
  options?: string[];
  /** A required text answer may still be empty (release name). */
  allowEmpty?: boolean;
}

export type Answer =
  | { action: "accept"; value: string | boolean }
  | { action: "decline" }
  | { action: "cancel" };

/** An answer that does not fit its question: a client fault, never a cancellation. */
export class AnswerError extends Error {}

const MAX_TEXT = 20_000;

export const text = (key: string, message: string, required: boolean, allowEmpty = false): Question => ({
  key,
  kind: "text",
  message,
  required,
  allowEmpty,
});
export const choice = (key: string, message: string, options: string[], required: boolean): Question => ({
  key,
  kind: "choice",
  message,
  options,
  required,
});
export const yesNo = (key: string, message: string, required: boolean): Question => ({
  key,
  kind: "yesno",
  message,
  required,
});

/** The `requestedSchema` of the question's elicitation: exactly one property. */
export function requestedSchema(
  q: Question,
): { type: "object"; properties: Record<string, Record<string, unknown>>; required?: string[] } {
  const base = { title: q.key, description: q.message };
  const prop = q.kind === "yesno"
    ? { type: "boolean", ...base, default: false }
    : q.kind === "choice"
    ? { type: "string", ...base, enum: q.options }
    : { type: "string", ...base, maxLength: MAX_TEXT, ...(q.required && !q.allowEmpty ? { minLength: 1 } : {}) };
  return { type: "object", properties: { [q.key]: prop }, ...(q.required ? { required: [q.key] } : {}) };
}

/** Checks a raw elicitation result against its question; throws AnswerError if it does not fit. */
export function checkAnswer(q: Question, raw: { action: string; content?: Record<string, unknown> }): Answer {
  if (raw.action === "decline" || raw.action === "cancel") return { action: raw.action };
  if (raw.action !== "accept") {
    throw new AnswerError(`Cannot use the answer to "${q.key}": unknown action "${raw.action}"`);
  }
  const content = raw.content ?? {};
  const extra = Object.keys(content).filter((k) => k !== q.key);
  if (extra.length) {
    throw new AnswerError(
      `Cannot use the answer to "${q.key}": unexpected field(s) ${extra.map((e) => `"${e}"`).join(", ")}`,
    );
  }
  const v = content[q.key];
  if (v === undefined) {
    if (q.kind === "yesno") return { action: "accept", value: false };
    if (!q.required) return { action: "accept", value: "" };
    throw new AnswerError(`Cannot use the answer to "${q.key}": the field "${q.key}" is missing`);
  }
  return { action: "accept", value: checkedValue(q, v) };
}

/** A present answer value that fits the question, or the AnswerError saying how it does not. */
function checkedValue(q: Question, v: unknown): string | boolean {
  if (q.kind === "yesno") {
    if (typeof v !== "boolean") {
      throw new AnswerError(
        `Cannot use the answer to "${q.key}": expected true or false, got ${JSON.stringify(v)?.slice(0, 40)}`,
      );
    }
    return v;
  }
  if (typeof v !== "string") {
    throw new AnswerError(`Cannot use the answer to "${q.key}": expected text, got ${JSON.stringify(v)?.slice(0, 40)}`);
  }
  if (q.kind === "choice" && !q.options!.includes(v)) {
    throw new AnswerError(
      `Cannot use the answer to "${q.key}": "${v.slice(0, 40)}" is not one of ${q.options!.join(", ")}`,
    );
  }
  if (q.kind === "text" && q.required && !q.allowEmpty && v.trim() === "") {
    throw new AnswerError(`Cannot use the answer to "${q.key}": it is required and was empty`);
  }
  if (v.length > MAX_TEXT) {
    throw new AnswerError(`Cannot use the answer to "${q.key}": longer than ${MAX_TEXT} characters`);
  }
  return v;
}
