// The reference service in a child process that kills itself (SIGKILL: no cleanup, no flush) right
// after the step named by CRASH_AT, for crash.test.ts. Prints `listening <port>` once it answers.
import { startService } from '../../service/main.mjs';

const crashAt = process.env.CRASH_AT;
const service = await startService({
  dataDir: process.env.DATA_DIR,
  port: 0,
  host: '127.0.0.1',
  now: () => new Date(process.env.SERVICE_NOW),
  onStep: (step) => {
    if (step === crashAt) process.kill(process.pid, 'SIGKILL');
  },
});
process.stdout.write(`listening ${service.port}\n`);
process.on('SIGTERM', () => service.close().then(() => process.exit(0)));
