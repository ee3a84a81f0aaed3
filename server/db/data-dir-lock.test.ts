import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { LOCK_FILE } from "./data-dir-lock";

const dirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "cw-lock-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("one writer per embedded data directory", () => {
  it("refuses a second opening of the same DATA_DIR with a clear message, then allows it once closed", async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Another Clausewise process (pid ${process.pid}) is already using the data directory ${dataDir}`,
    );
    await first.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid, host: (await import("node:os")).hostname() }),
    );
    const database = await openDatabase({ dataDir });
    await database.close();
  }, 60_000);

  it("refuses a lock held by another live process", async () => {
    const dataDir = tempDataDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(
        path.join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: holder.pid, host: (await import("node:os")).hostname() }),
      );
      await expect(openDatabase({ dataDir })).rejects.toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  }, 60_000);
});
