import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

type Behaviour = { reply?: string; status?: number; delayMs?: number };

/** A real HTTP server on 127.0.0.1 speaking the chat-completions protocol, for tests of the LLM path. */
export async function startFakeLlm() {
  const requests: Array<{
    path: string;
    authorization?: string;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  let behaviour: Behaviour = { reply: "" };
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({
      path: req.url ?? "",
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString() || "{}"),
    });
    const current = behaviour;
    if (current.delayMs) await new Promise((r) => setTimeout(r, current.delayMs));
    if (res.destroyed) return;
    res.statusCode = current.status ?? 200;
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        choices: [
          { index: 0, message: { role: "assistant", content: current.reply ?? "" }, finish_reason: "stop" },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: Behaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
