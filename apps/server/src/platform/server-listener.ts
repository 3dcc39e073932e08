// This process's ear on a PostgreSQL server: one connection, outside the pool, holds the LISTEN of
// every channel (a pooled client would hand it to other queries), and the handshake by which a
// change made here reaches every process before it is answered.
//
// The handshake: the server delivers notifications to each listener in commit order, and each
// process handles them in arrival order on its one connection. So once a process has heard an
// "ask" sent after a change committed, it has heard the change too; it says so with an "ack". The
// asker knows who must answer from `pg_stat_activity`, where each listening connection is named.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface NotificationHandlers {
  onMessage(payload: string): void;
  /** `isListening` false: messages may be missed from now on; true: heard again. */
  onReset?(isListening: boolean): void;
}

export const PEERS_CHANNEL = 'atrium_peers';
/** The name each listening connection takes once it hears every channel, followed by its id. */
const LISTENER_NAME = 'atrium-listener:';
const RELISTEN_DELAY_MS = 1000;
/** How often a wait looks again for processes that have gone away meanwhile. */
const RECHECK_MS = 500;

const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

const LIVE_PROCESSES = `array(select substr(application_name, ${LISTENER_NAME.length + 1})
  from pg_stat_activity
  where datname = current_database() and starts_with(application_name, '${LISTENER_NAME}'))`;

/** One ask waiting for the processes that were listening when it was sent. */
class AskWait {
  readonly heard = new Set<string>();
  expected?: Set<string>;
  private settle?: () => void;
  readonly done = new Promise<void>((resolve) => {
    this.settle = resolve;
  });

  hear(processId: string): void {
    this.heard.add(processId);
    this.check();
  }

  expect(processIds: Iterable<string>): void {
    this.expected = new Set(processIds);
    this.check();
  }

  get silent(): string[] {
    return [...(this.expected ?? [])].filter((id) => !this.heard.has(id));
  }

  end(): void {
    this.settle?.();
  }

  private check(): void {
    if (this.expected && this.silent.length === 0) this.end();
  }
}

export interface ServerListenerOptions {
  url: string;
  /** The longest a change waits for a process that stays silent before it is answered anyway. */
  peerWaitMs: number;
}

export class ServerListener {
  readonly processId = randomUUID();
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private retry?: NodeJS.Timeout;
  private isClosed = false;
  private asks = 0;
  private readonly waits = new Map<string, AskWait>();
  private readonly channels = new Map<string, Set<NotificationHandlers>>();
  /** The statement last sent on the connection: the next waits for it. */
  private sending: Promise<unknown> = Promise.resolve();
  /** The channels the current connection has asked to hear. */
  private listened = new Set<string>();

  constructor(private readonly options: ServerListenerOptions) {}

  /** Hears a channel; answers how to stop. Connects on first use. */
  async listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    listeners.add(handlers);
    if (!this.client) await this.connect();
    await this.hearAlso(channel);
    return async () => {
      listeners.delete(handlers);
      if (listeners.size > 0) return;
      this.channels.delete(channel);
      this.listened.delete(channel);
      if (this.channels.size === 0) await this.close();
      else if (this.client) await this.send(this.client, `UNLISTEN ${quote(channel)}`).catch(() => {});
    };
  }

  /** A channel first heard after the connection opened. */
  private async hearAlso(channel: string): Promise<void> {
    if (!this.client || this.listened.has(channel)) return;
    this.listened.add(channel);
    await this.send(this.client, `LISTEN ${quote(channel)}`);
  }

  /**
   * Resolves once every process listening on this database, this one included, has heard every
   * notification committed before the call; answers the processes still silent after `peerWaitMs`.
   */
  async reachEveryProcess(): Promise<string[]> {
    const client = this.client;
    if (!client) return [];
    const token = `${this.processId}:${++this.asks}`;
    const wait = new AskWait();
    this.waits.set(token, wait);
    const giveUp = setTimeout(() => wait.end(), this.options.peerWaitMs);
    const recheck = setInterval(() => {
      this.liveProcesses(client).then(
        (live) => {
          const expected = wait.expected;
          if (expected) wait.expect([...expected].filter((id) => id === this.processId || live.includes(id)));
        },
        () => wait.end(),
      );
    }, RECHECK_MS);
    try {
      const { rows } = await this.send<{ live: string[] }>(client, {
        name: 'atrium_ask',
        text: `select pg_notify($1, $2), ${LIVE_PROCESSES} as live`,
        values: [PEERS_CHANNEL, `ask ${token}`],
      });
      // This process answers by hearing its own ask: it is expected even while still being named.
      wait.expect(new Set([this.processId, ...(rows[0]?.live ?? [])]));
      await wait.done;
      return wait.silent;
    } catch {
      // The connection is lost: its loss already told every cache here to stop trusting itself.
      return [];
    } finally {
      clearTimeout(giveUp);
      clearInterval(recheck);
      this.waits.delete(token);
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retry);
    for (const wait of this.waits.values()) wait.end();
    const current = this.client;
    this.client = undefined;
    await current?.end().catch(() => {});
  }

  private async liveProcesses(client: pg.Client): Promise<string[]> {
    const { rows } = await this.send<{ live: string[] }>(client, {
      name: 'atrium_live',
      text: `select ${LIVE_PROCESSES} as live`,
    });
    return rows[0]?.live ?? [];
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const next = new pg.Client({ connectionString: this.options.url });
    next.on('notification', (message) => this.hear(next, message.channel, message.payload ?? ''));
    const lost = () => {
      if (this.client !== next) return;
      this.client = undefined;
      for (const wait of this.waits.values()) wait.end();
      this.forEachHandler((handlers) => handlers.onReset?.(false));
      if (!this.isClosed) this.retry = setTimeout(() => this.reconnect(), RELISTEN_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      // This connection commits nothing but notifications, which no crash keeps anyway: its asks
      // and acks need not wait for the log to reach the disk.
      await next.query('SET synchronous_commit = off');
      const channels = [PEERS_CHANNEL, ...this.channels.keys()];
      for (const channel of channels) await next.query(`LISTEN ${quote(channel)}`);
      this.listened = new Set(channels);
      // Named only now: an asker waits for this process once it hears every channel.
      await next.query(`SET application_name = '${LISTENER_NAME}${this.processId}'`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (this.isClosed) {
      await next.end().catch(() => {});
      return;
    }
    this.client = next;
  }

  private reconnect(): void {
    this.connect().then(
      () => this.forEachHandler((handlers) => handlers.onReset?.(true)),
      () => {
        if (!this.isClosed) this.retry = setTimeout(() => this.reconnect(), RELISTEN_DELAY_MS);
      },
    );
  }

  private hear(client: pg.Client, channel: string, payload: string): void {
    if (channel !== PEERS_CHANNEL) {
      for (const handlers of this.channels.get(channel) ?? []) handlers.onMessage(payload);
      return;
    }
    const [kind, token, from] = payload.split(' ');
    if (!token) return;
    if (kind === 'ack' && from) this.waits.get(token)?.hear(from);
    else if (kind === 'ask' && token.startsWith(`${this.processId}:`))
      this.waits.get(token)?.hear(this.processId);
    else if (kind === 'ask') {
      // Every notification sent before the ask has been handled above, in order: say so.
      this.send(client, {
        name: 'atrium_ack',
        text: 'select pg_notify($1, $2)',
        values: [PEERS_CHANNEL, `ack ${token} ${this.processId}`],
      }).catch(() => {});
    }
  }

  /** One statement at a time on the connection: asks, acks and listens from many callers queue here. */
  private send<R extends pg.QueryResultRow = pg.QueryResultRow>(
    client: pg.Client,
    query: string | pg.QueryConfig,
  ): Promise<pg.QueryResult<R>> {
    const sent = this.sending.then(() => client.query<R>(query));
    this.sending = sent.catch(() => undefined);
    return sent;
  }

  private forEachHandler(call: (handlers: NotificationHandlers) => void): void {
    for (const listeners of this.channels.values()) for (const handlers of listeners) call(handlers);
  }
}
