import { ConfigError } from '../config/server-config';
import { PreflightError } from './preflight';

/** A problem the operator can fix (bad configuration, a service down, a schema not migrated). */
export function isStartupProblem(error: unknown): error is ConfigError | PreflightError {
  return error instanceof ConfigError || error instanceof PreflightError;
}

/**
 * Runs a process's `main()`. A known start-up problem ends the process with one readable line
 * (`worker: Invalid configuration: …`) and exit 1; anything else keeps its stack.
 */
export function runProcess(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const line = isStartupProblem(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${name}: ${line}\n`);
    process.exit(1);
  });
}
