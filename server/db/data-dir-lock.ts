import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "clausewise.lock";

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Clausewise process (pid ${pid}) is already using the data directory ${dataDir}. ` +
        "The embedded database has one writer: stop that process first, give this one its own DATA_DIR, " +
        "or run several instances against a PostgreSQL server (DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A pid reused by an unrelated program after a crash is not a Clausewise process.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

function readHolder(file: string): { pid: number; host: string } | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; host?: unknown };
    return typeof holder.pid === "number" ? { pid: holder.pid, host: String(holder.host ?? "") } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the one-writer lock on an embedded data directory: a file created exclusively, holding the
 * pid. A lock left by a process that no longer runs (a crash, kill -9) is taken over. Returns the
 * release function; the lock is also removed when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener("exit", release);
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      // Another host sharing the directory cannot be checked: refuse rather than risk two writers.
      if (holder && (holder.host !== hostname() || isAlive(holder.pid)))
        throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
