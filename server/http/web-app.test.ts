import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app";

describe("serving the built web app", () => {
  const webDir = mkdtempSync(path.join(tmpdir(), "cw-web-"));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Clausewise</title>");
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(path.join(webDir, "assets", "index-abc123.js.map"), '{"sources":["secret.ts"]}');
    await registerWebApp(app, webDir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves index.html with no-cache on every route that returns it", async () => {
    for (const url of ["/", "/app/contracts", "/index.html"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<title>Clausewise</title>");
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("lets browsers cache the hashed bundle files", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("never serves a source map, even one left in the build folder", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js.map" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("secret.ts");
  });
});
