import { loadServerConfig } from './config.js';
import { consoleLog } from './log.js';
import { startBrickServer } from './sync.js';

/**
 * `npm run server`: the Brick server alone (the app from BRICK_STATIC_DIR if it is built, and the
 * sync endpoint), configured by environment variables (config.ts).
 */

const config = loadServerConfig();

try {
  const server = await startBrickServer({ ...config, log: consoleLog });
  consoleLog(`Brick server running at ${server.url} (sync at ${server.syncUrl}; data in ${config.sqlitePath})`);

  const stop = (signal: string) => {
    consoleLog(`${signal}: storing open documents and stopping`);
    server.destroy().then(
      () => {
        consoleLog('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`Brick server did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGQUIT'] as const) process.once(signal, () => stop(signal));
} catch (error) {
  console.error(`Brick server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
