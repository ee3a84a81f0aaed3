export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };
export type LlmConfig = { baseUrl: string; apiKey?: string; model: string };

/** One call to an OpenAI-compatible chat-completions API, abandoned after `timeoutMs`. */
export async function chatCompletion(options: {
  llm: LlmConfig;
  messages: ChatMessage[];
  timeoutMs: number;
  maxTokens?: number;
}): Promise<string> {
  const url = `${options.llm.baseUrl.replace(/\/$/, "")}/chat/completions`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.llm.apiKey ? { authorization: `Bearer ${options.llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: options.llm.model,
      messages: options.messages,
      temperature: 0.2,
      max_tokens: options.maxTokens ?? 600,
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM answered ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new Error("LLM answer had no message content");
  return content;
}
