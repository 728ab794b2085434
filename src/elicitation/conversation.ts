/**
 * Replays a flow's earlier answers and asks the next question. A flow runs
 * from the start on every round; `ask` returns recorded answers in order and
 * throws NeedInput at the first question not yet answered. The same flow thus
 * serves 2026-07-28 multi-round-trip requests and, through the SDK's legacy
 * shim, synchronous elicitation/create on older sessions.
 */
import { type Answer, checkAnswer, type Question } from "./questions.ts";

/** Thrown by `ask` to end this round and put the question to the user. */
export class NeedInput {
  constructor(readonly question: Question) {}
}

export class Conversation {
  #answers: Answer[];
  #cursor = 0;
  #pending?: { key: string; raw?: { action: string; content?: Record<string, unknown> } };

  /**
   * @param canAsk whether the client declared form elicitation
   * @param answers answers replayed from a valid state
   * @param pending the question the last round asked and the client's raw reply to it
   */
  constructor(
    readonly canAsk: boolean,
    answers: Answer[] = [],
    pending?: { key: string; raw?: { action: string; content?: Record<string, unknown> } },
  ) {
    this.#answers = [...answers];
    this.#pending = pending;
  }

  /** Answers gathered so far, for the next round's state. */
  get answers(): readonly Answer[] {
    return this.#answers;
  }

  /** Returns this question's answer, or throws NeedInput / AnswerError. */
  ask(q: Question): Answer {
    if (!this.canAsk) throw new Error(`Cannot ask "${q.key}": the client does not support elicitation`);
    const i = this.#cursor++;
    if (i < this.#answers.length) return this.#answers[i];
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
