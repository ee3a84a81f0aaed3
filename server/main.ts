import { closeDocumentReader, documentReader } from "../documents/isolated-reader";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { startScheduler } from "./jobs/scheduler";
import { keepProcessAlive } from "./process-guards";

type Log = {
  warn: (context: object, message: string) => void;
  error: (context: object, message: string) => void;
};

async function main() {
  const loaded = loadConfig();
  if ("errors" in loaded) {
    console.error(`Configuration problems:\n${loaded.errors.map((e) => `  - ${e}`).join("\n")}`);
    process.exit(1);
  }
  const { config } = loaded;
  // Until the app's logger exists, problems go to stderr.
  let log: Log = {
    warn: (context, message) => console.warn(message, context),
    error: (context, message) => console.error(message, context),
  };
  keepProcessAlive({ error: (context, message) => log.error(context, message) });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      log.warn({ err: error }, "database connection lost; the pool reconnects on the next query"),
  }).catch((error) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const { app, deps } = await buildApp({ db: database.db, config });
  log = app.log;
  app.log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    "database ready",
  );
  // Start the document reader workers now so the first upload does not wait for them.
  documentReader(app.log);

  const stopScheduler = startScheduler(deps);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    stopScheduler();
    await app.close();
    await closeDocumentReader();
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
