// Every request gets a logger bound to its id. pino builds that child eagerly, which costs about
// a third of a cached reply, while nearly every request logs nothing at the levels a portal runs
// at. Here the child is built when the request first logs at an enabled level.
//
// Requests made while the start-up warm-up runs write their info lines (Fastify's "incoming request"
// and "request completed") at debug instead: they are not visitors, and a log read at info would
// show a burst of them at every start of every process.
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** Fastify's loggers are pino's, which can say whether a level is on. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class LazyChildLogger {
  private built: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
    private readonly infoAtDebug: boolean,
  ) {}

  private get logger(): Logger {
    this.built ??= this.parent.child(this.bindings, this.options) as Logger;
    return this.built;
  }

  get level(): string {
    return this.built?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private write(asked: Level, args: unknown[]): void {
    const level = this.infoAtDebug && asked === 'info' ? 'debug' : asked;
    if (!this.built && !this.parent.isLevelEnabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return this.built?.isLevelEnabled(level) ?? this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Nothing else is served while it runs: the warm-up runs before the process listens. */
let workLoggedAtDebug = 0;

/** Runs work whose requests write their info lines at debug. */
export async function logRequestsAtDebug<T>(work: () => Promise<T>): Promise<T> {
  workLoggedAtDebug++;
  try {
    return await work();
  } finally {
    workLoggedAtDebug--;
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, built on first use. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // A route's own level or serializers change how the child logs: build it as Fastify would.
  if (options.level || options.serializers || !('isLevelEnabled' in logger)) {
    return logger.child(bindings, options);
  }
  return new LazyChildLogger(
    logger as Logger,
    bindings,
    options,
    workLoggedAtDebug > 0,
  ) as unknown as FastifyBaseLogger;
}
