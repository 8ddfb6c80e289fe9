// The official Stripe CLI (npm @stripe/cli: its platform package ships the Go binary) run
// against a Kassa server in tests. Each run gets a config folder of its own in a temporary
// directory, so a test never reads or writes the developer's ~/.config/stripe, and telemetry
// is off: nothing leaves loopback.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The binary inside @stripe/cli's platform package for this machine. */
export function stripeCliBinary(): string {
  const platform = `${process.platform}-${process.arch}`;
  const packageJson = require.resolve(`@stripe/cli-${platform}/package.json`);
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'stripe.exe' : 'stripe');
}

export interface CliTarget {
  readonly url: string;
  readonly secretKey: string;
}

export class StripeCli {
  readonly #home = mkdtempSync(join(tmpdir(), 'kassa-stripe-cli-'));
  readonly #target: CliTarget;
  readonly #children = new Set<ChildProcess>();

  constructor(target: CliTarget) {
    this.#target = target;
  }

  #env(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOME: this.#home,
      XDG_CONFIG_HOME: join(this.#home, 'config'),
      STRIPE_API_KEY: this.#target.secretKey,
      STRIPE_CLI_TELEMETRY_OPTOUT: '1',
      NO_COLOR: '1',
    };
  }

  #args(args: readonly string[]): string[] {
    return [...args, '--api-base', this.#target.url];
  }

  /** Runs a command to its end: its exit code and output. */
  run(
    args: readonly string[],
    timeoutMs = 60_000,
  ): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        stripeCliBinary(),
        this.#args(args),
        { env: this.#env(), timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  /** Starts a long-running command (listen, logs tail); its output is read as it comes. */
  start(args: readonly string[]): RunningCli {
    const child = spawn(stripeCliBinary(), this.#args(args), {
      env: this.#env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#children.add(child);
    child.once('exit', () => this.#children.delete(child));
    return new RunningCli(child);
  }

  /** Ends every command still running and removes the config folder. */
  async close(): Promise<void> {
    await Promise.all([...this.#children].map((child) => new RunningCli(child).kill()));
    rmSync(this.#home, { recursive: true, force: true });
  }
}

export class RunningCli {
  readonly #child: ChildProcess;
  #output = '';
  readonly #waiters = new Set<() => void>();

  constructor(child: ChildProcess) {
    this.#child = child;
    const take = (chunk: Buffer) => {
      this.#output += chunk.toString('utf8');
      for (const waiter of this.#waiters) waiter();
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
  }

  /** Everything printed so far (stdout and stderr). */
  get output(): string {
    return this.#output;
  }

  /** Resolves with the first match of pattern in the output (waiting for it to be printed). */
  waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = this.#output.match(pattern);
        if (match) {
          this.#waiters.delete(check);
          clearTimeout(timer);
          resolve(match);
        }
      };
      const fail = (why: string) => {
        this.#waiters.delete(check);
        clearTimeout(timer);
        reject(new Error(`${why} waiting for ${pattern} in:\n${this.#output}`));
      };
      const timer = setTimeout(() => fail('Timed out'), timeoutMs);
      this.#waiters.add(check);
      check();
      this.#child.once('exit', () =>
        setImmediate(() => this.#waiters.has(check) && fail('Exited')),
      );
    });
  }

  /** Stops the command: SIGTERM as ^C would, SIGKILL when `hard` (a crash). */
  kill(hard = false): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.#child.once('exit', () => resolve());
      this.#child.kill(hard ? 'SIGKILL' : 'SIGTERM');
      setTimeout(() => this.#child.kill('SIGKILL'), 3_000).unref();
    });
  }
}
