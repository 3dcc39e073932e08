// Every request gets a logger bound to its id. pino builds that child eagerly, which costs about
// a third of a cached reply, while nearly every request logs nothing at the levels a portal runs
// at. Here the child is built when the request first logs at an enabled level.
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

  private write(level: Level, args: unknown[]): void {
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
  return new LazyChildLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
