/**
 * Replays a flow's earlier answers and asks the next question. A flow runs
 * from the start on every round; `ask` returns recorded answers in order and
 * throws NeedInput at the first question not yet answered. The same flow thus
 * serves 2026-07-28 multi-round-trip requests and, through the SDK's legacy
 * shim, synchronous elicitation/create on older sessions.
 */
import { type Answer, checkAnswer, type Question } from "./questions.ts";
import type { AskBlocker } from "./unavailable.ts";

/** Thrown by `ask` to end this round and put the question to the user. */
export class NeedInput {
  constructor(readonly question: Question) {}
}

export class Conversation {
  #answers: Answer[];
  #cursor = 0;
  #pending?: { key: string; raw?: { action: string; content?: Record<string, unknown> } };
  #memo: Record<string, unknown>;

  /**
   * @param blocker why the user cannot be asked in this request (unavailable.ts); undefined when they can
   * @param answers answers replayed from a valid state
   * @param pending the question the last round asked and the client's raw reply to it
   * @param memo values computed in an earlier round (see `memo`)
   */
  constructor(
    readonly blocker: AskBlocker | undefined,
    answers: Answer[] = [],
    pending?: { key: string; raw?: { action: string; content?: Record<string, unknown> } },
    memo: Record<string, unknown> = {},
  ) {
    this.#answers = [...answers];
    this.#pending = pending;
    this.#memo = { ...memo };
  }

  /** Whether questions can reach the user in this request. */
  get canAsk(): boolean {
    return this.blocker === undefined;
  }

  /** Values to carry to the next round. */
  get memos(): Readonly<Record<string, unknown>> {
    return this.#memo;
  }

  /**
   * Computes a value once per flow: later rounds replay it from the signed
   * state, so a check that reads GitLab before asking reads it only once.
   */
  async memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (key in this.#memo) return this.#memo[key] as T;
    const value = await compute();
    this.#memo[key] = value;
    return value;
  }

  /** Answers gathered so far, for the next round's state. */
  get answers(): readonly Answer[] {
    return this.#answers;
  }

  /** Returns this question's answer, or throws NeedInput / AnswerError. */
  ask(q: Question): Answer {
    if (!this.canAsk) throw new Error(`Cannot ask "${q.key}": the client does not support elicitation`);
    const i = this.#cursor++;
    if (i < this.#answers.length) return this.#answers[i]!;
    const pending = this.#pending;
    if (pending && pending.key === q.key && pending.raw) {
      this.#pending = undefined;
      const answer = checkAnswer(q, pending.raw);
      this.#answers.push(answer);
      return answer;
    }
    throw new NeedInput(q);
  }
}
