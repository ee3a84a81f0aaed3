import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's areas and the one direction their code may call in (docs/architecture.md, "Server
 * areas"). Each folder under server/ is a node (files at the top are "root", app.ts and main.ts
 * assemble everything and are free); the job queue is its own node so that mail can queue jobs while
 * jobs send mail. A folder may import the folders listed for it and nothing else of server/; route
 * files are checked apart (see the rules below). The table must have no cycle.
 */
const ALLOWED: Record<string, string[]> = {
  root: [],
  db: [],
  http: ["db"],
  auth: ["db", "http", "mail", "notifications"],
  "auth-guard": ["auth", "http"],
  queue: ["db"],
  mail: ["db", "queue"],
  storage: ["db"],
  llm: [],
  notifications: ["db", "http"],
  settings: ["db"],
  billing: ["db", "http", "mail", "notifications"],
  usage: ["billing", "db", "http"],
  uploads: ["http"],
  // The drafts area: contracts -> analysis -> drafts (its repository); decisions and negotiation above.
  drafts: ["db", "http"],
  analysis: ["drafts", "http", "settings", "uploads", "usage"],
  decisions: ["analysis", "drafts", "http"],
  contracts: ["analysis", "drafts", "http", "storage", "uploads", "usage"],
  negotiation: ["analysis", "decisions", "http", "llm", "settings", "storage"],
  // The portfolio area: portfolio/repository.ts holds its queries; reminders build on portfolio.
  portfolio: ["db", "http", "queue", "settings", "storage", "uploads", "usage"],
  reminders: ["portfolio"],
  jobs: ["billing", "db", "mail", "notifications", "portfolio", "queue", "storage"],
  // Read-only views over both areas.
  analytics: ["contracts", "http", "portfolio"],
  dashboard: ["drafts", "portfolio"],
  calendar: ["db", "http", "portfolio"],
  admin: ["auth", "billing", "db", "http", "storage"],
  help: ["db", "http"],
  contact: ["db", "mail", "notifications"],
  health: ["db"],
};

/** Each area's repository: the only module that queries its tables, used only by its own services. */
const REPOSITORIES: Record<string, string[]> = {
  "drafts/repository.ts": ["analysis", "contracts", "decisions", "dashboard"],
  "portfolio/repository.ts": ["jobs", "portfolio", "reminders", "dashboard", "calendar"],
};

/** The folders of the two areas whose rows belong to a user. */
const AREA_FOLDERS = ["contracts", "analysis", "decisions", "drafts", "portfolio", "reminders"];

/** Files outside the repositories that may still read these tables, and why. */
const TABLE_READERS: Record<string, string> = {
  "usage/service.ts": "the plan limits count both areas' rows, below both areas",
  "storage/orphan-sweep.ts": "finds stored files that no row refers to, across all users",
};

const serverDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "test" || entry.name === "migrations" ? [] : sourceFiles(path);
    const test = entry.name.endsWith(".test.ts") || entry.name.endsWith("test-helpers.ts");
    return entry.name.endsWith(".ts") && !test ? [path] : [];
  });
}

/**
 * server-relative path of every module a file imports from server/ at run time (static, re-exported and
 * dynamic imports; `import type` carries no call and is left out).
 */
function serverImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const statements = [...text.matchAll(/\b(import|export)(\s+type)?\s[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/g)]
    .filter((m) => !m[2])
    .map((m) => m[3]);
  const dynamic = [...text.matchAll(/\bimport\s*\(\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]);
  return [...statements, ...dynamic]
    .map((s) => relative(serverDir, resolve(dirname(file), s)))
    .filter((path) => !path.startsWith(".."))
    .map((path) => (path.endsWith(".ts") ? path : `${path}.ts`));
}

/** Files that are a node of their own, apart from their folder. */
const NODE_OF_FILE: Record<string, string> = {
  "app.ts": "app",
  "main.ts": "app",
  "jobs/queue.ts": "queue",
  "jobs/queue-connection.ts": "queue",
  "http/auth-guard.ts": "auth-guard",
};

function nodeOf(path: string): string {
  return NODE_OF_FILE[path] ?? (path.includes("/") ? path.split("/")[0] : "root");
}

const isRoutes = (path: string) => /(^|\/|-)routes\.ts$/.test(path);

const edges = sourceFiles(serverDir).flatMap((file) => {
  const from = relative(serverDir, file);
  return serverImports(file).map((to) => ({ from, to }));
});

describe("server area boundaries", () => {
  it("reads the imports it checks", () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({ from: "contracts/service.ts", to: "drafts/repository.ts" });
  });

  it("has no cycle in the allowed-dependency table", () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      if (done.has(node)) return;
      if (visiting.has(node)) {
        cycles.push([...path.slice(path.indexOf(node)), node].join(" -> "));
        return;
      }
      visiting.add(node);
      for (const next of ALLOWED[node] ?? []) visit(next, [...path, node]);
      visiting.delete(node);
      done.add(node);
    };
    for (const node of Object.keys(ALLOWED)) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it("imports another area only in the allowed direction", () => {
    const wrong = edges
      .filter(({ from, to }) => !isRoutes(from) && !isRoutes(to))
      .filter(({ from, to }) => nodeOf(from) !== "app" && nodeOf(from) !== nodeOf(to))
      .filter(({ from, to }) => !(ALLOWED[nodeOf(from)] ?? []).includes(nodeOf(to)))
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });

  it("imports route files only from app.ts", () => {
    const wrong = edges
      .filter(({ from, to }) => isRoutes(to) && from !== "app.ts")
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });

  it("lets routes call services, never a repository or the database directly", () => {
    const wrong = edges
      .filter(({ from }) => isRoutes(from) && AREA_FOLDERS.includes(nodeOf(from)))
      .filter(({ to }) => to in REPOSITORIES || to === "db/schema.ts")
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });

  it("uses each repository only from its own area, and a repository only from the database layer", () => {
    const wrong = edges
      .filter(
        ({ from, to }) =>
          (to in REPOSITORIES && !REPOSITORIES[to].includes(nodeOf(from))) ||
          (from in REPOSITORIES && !["db", "http"].includes(nodeOf(to))),
      )
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(wrong).toEqual([]);
  });

  it("queries the areas' tables only in their repositories", () => {
    const areaTables =
      /\b(contracts|analyses|termDecisions|executedContracts|executedUploads|contractReminders)\b/;
    const wrong = sourceFiles(serverDir)
      .map((file) => relative(serverDir, file))
      .filter((path) => !(path in REPOSITORIES) && !(path in TABLE_READERS))
      .filter((path) => {
        const schemaImport = readFileSync(join(serverDir, path), "utf8").match(
          /import\s*\{([^}]*)\}\s*from\s*"\.\.\/db\/schema"/,
        );
        return schemaImport ? areaTables.test(schemaImport[1]) : false;
      });
    expect(wrong).toEqual([]);
  });
});
