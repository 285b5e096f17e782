import { runCli } from './cli.ts';
import { EnvError, readEnv } from './env.ts';
import { startServer } from './server.ts';

/** Entry point of `npm start`: one process serving the PWA, the API and (later) the hub. */
async function main(): Promise<void> {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Arguments mean a command (`npm run sen -- tenant create …`), not a server start.
  if (process.argv.length > 2) process.exit(await runCli(process.argv.slice(2), env));
  const running = await startServer(env).catch((error) => {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  console.log(
    `Sen đang chạy tại ${running.url} (${running.database.driver}, schema ${running.database.schemaVersion})`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: đang dừng, chờ các yêu cầu đang xử lý…`);
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
