type ErrorLog = { error: (context: object, message: string) => void };

/**
 * One stray promise rejection or error event must not take the service down for every user: log
 * it and carry on. Requests in flight already answer 500 through the error handler; a process that
 * is truly broken is restarted by its supervisor (docs/operations.md).
 */
export function keepProcessAlive(log: ErrorLog) {
  process.on("unhandledRejection", (reason) => {
    log.error({ err: reason }, "unhandled promise rejection; the service carries on");
  });
  process.on("uncaughtException", (error, origin) => {
    log.error({ err: error, origin }, "uncaught exception; the service carries on");
  });
}
