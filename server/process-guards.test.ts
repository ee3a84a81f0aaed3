import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const guards = path.join(import.meta.dirname, "process-guards.ts");

/** Runs a script under tsx in a child process, as `npm start` runs the server. */
function runScript(body: string) {
  const script = `import { EventEmitter } from "node:events";\nimport { keepProcessAlive } from ${JSON.stringify(guards)};\n${body}`;
  return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("a process that survives", () => {
  it("logs an unhandled rejection and an uncaught error event and carries on", () => {
    const result = runScript(`
      const logged = [];
      keepProcessAlive({ error: (context, message) => logged.push(message) });
      Promise.reject(new Error("XRefEntryException: Bad (uncompressed) XRef entry"));
      setTimeout(() => {
        new EventEmitter().emit("error", new Error("terminating connection due to administrator command"));
      }, 10);
      setTimeout(() => { console.log(JSON.stringify(logged)); process.exit(0); }, 200);
    `);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout.trim())).toEqual([
      "unhandled promise rejection; the service carries on",
      "uncaught exception; the service carries on",
    ]);
  });
});
