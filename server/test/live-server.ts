import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import pg from "pg";

/** Helpers for tests that run the real server process (`server/main.ts`) and kill or starve it. */

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` with `env` on top of this process's environment; its output goes to `logs`. */
export function startServer(env: NodeJS.ProcessEnv, logs: string[]): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
  return child;
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const started = Date.now();
  let value = await read();
  while (!done(value)) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

export async function waitForHealth(base: string, timeoutMs = 90_000) {
  await until(
    () =>
      fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      ),
    (status) => status === 200,
    timeoutMs,
  );
}

export async function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

export type ApiAnswer<T = unknown> = { status: number; json: T };

/** A JSON client for one running server. */
export function apiClient(base: string) {
  return async <T = unknown>(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as T };
  };
}

export function registration(email: string) {
  return {
    firstName: "Alice",
    lastName: "Walker",
    email,
    jobTitle: "Finance Manager",
    companyName: "Northwind Trading Ltd",
    companySize: "11-50",
    industry: "Technology",
    password: "Str0ng!Passphrase",
    confirmPassword: "Str0ng!Passphrase",
  };
}

/** A new, empty database on the PostgreSQL server at `adminUrl`; `drop` removes it. */
export async function serverDatabase(adminUrl: string, prefix = "cw_live") {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
