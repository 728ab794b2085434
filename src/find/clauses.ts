/**
 * Which part of a request asks and which is context. A question asked first is what is asked, the rest context
 * ("Which milestones are still open? I need one for a new ticket."). Otherwise a later clause, after ";", a dash, a
 * sentence's end or ", then", is context when it says what comes before or after the step asked for, or why:
 * "cut hotfix/2.14.1 off tag v2.14.0; the next step cherry-picks a1b2c3d onto it", "comment on #318, then I'll close
 * it", "approve !412; I already confirmed the pipeline is green and every thread is resolved". Agents describing a
 * plan write this way, and the other step's words otherwise outrank the one asked for.
 */

const ASKED_FIRST = /^[^?]{8,}\?\s+(?=\S)/;

/** Where a later clause begins. */
const CLAUSE_BREAK =
  /\s*(?:;|\s[—–-]+\s|(?<=[a-z0-9)'"`])\.\s+(?=[A-Za-z])|,\s*(?=(?:and\s+)?then\b)|,?\s+(?=(?:before (?:i|we)|so that|in the next step)\b))\s*/gi;

/** A later clause that is the plan around the step, not the step. */
const CONTEXT_CUE =
  /^(?:(?:and\s+)?then|after that|afterwards|(?:the |in the )?next step|step \d+\b|later|once\b|before (?:i|we)\b|so (?:i|we|that)\b|to (?:find|get|see|check|know|pick|use)\b|(?:i|we)(?:'ll| will| already| just|'ve| have| need| want)\b|that way\b)/i;

/** What a context's words count: after a question, half; a clause about the plan around the step, less. */
const AFTER_QUESTION = 0.5;
const PLAN_AROUND = 0.3;

/** The asking part of a request, its context (empty when there is none) and what the context's words count. */
export function askedAndContext(text: string): { asked: string; context: string; weight: number } {
  const question = ASKED_FIRST.exec(text)?.[0];
  if (question) return { asked: question, context: text.slice(question.length), weight: AFTER_QUESTION };
  const [first, ...later] = text.split(CLAUSE_BREAK);
  const context = later.filter((c) => CONTEXT_CUE.test(c));
  if (!context.length) return { asked: text, context: "", weight: 1 };
  const asked = [first, ...later.filter((c) => !CONTEXT_CUE.test(c))].join("; ");
  return { asked, context: context.join("; "), weight: PLAN_AROUND };
}
