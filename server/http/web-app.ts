import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Serves the built React app and answers client routes with index.html; /api paths keep their JSON 404. */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined) {
  const indexFile = webDir ? path.join(webDir, "index.html") : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt bundle is served without a restart.
    await app.register(fastifyStatic, {
      root: webDir!,
      wildcard: true,
      index: false,
      maxAge: "1h",
      // A source map left in the build by a debug build is never published.
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      // index.html names the current bundle: a cached copy would keep loading yesterday's scripts.
      // Set here because the static plugin writes its max-age over any header set before sendFile.
      setHeaders: (reply, filePath) => {
        if (path.basename(filePath) === "index.html") reply.header("cache-control", "no-cache");
      },
    });
    app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
      reply.redirect("/favicon.svg", 301),
    );
    app.get("/", { schema: { hide: true } }, (_request, reply) => reply.sendFile("index.html"));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const wantsPage = request.method === "GET" && !pathname.startsWith("/api") && !path.extname(pathname);
    if (wantsPage && hasWeb) {
      return reply.sendFile("index.html");
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built. Run `npm run build` (npm start does it for you).");
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
  });
}
