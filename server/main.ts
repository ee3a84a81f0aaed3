import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startScheduler } from "./jobs/scheduler";

async function main() {
  const loaded = loadConfig();
  if ("errors" in loaded) {
    console.error(`Configuration problems:\n${loaded.errors.map((e) => `  - ${e}`).join("\n")}`);
    process.exit(1);
  }
  const { config } = loaded;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const { app, deps } = await buildApp({ db: database.db, config });
  app.log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    "database ready",
  );

  const stopScheduler = startScheduler(deps);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    stopScheduler();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Clausewise is running at ${config.appUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
