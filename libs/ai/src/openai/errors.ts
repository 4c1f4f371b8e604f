/** Why the OpenAI engine could not give a usable answer; `reason` is short and safe to show. */
export class OpenAIEngineError extends Error {
  constructor(
    readonly kind: "timeout" | "provider" | "invalid_answer",
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = "OpenAIEngineError";
  }
}
