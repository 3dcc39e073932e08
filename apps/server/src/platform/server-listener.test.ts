// The handshake that lets a change reach every process on one PostgreSQL server before it is
// answered: listeners in one test stand for processes, raw connections for processes that are slow,
// silent or gone.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplateDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.ts';
import { PEERS_CHANNEL, ServerListener } from './server-listener.ts';

describe.skipIf(testDatabaseKind() !== 'postgres')('ServerListener on one PostgreSQL database', () => {
  let clone: TestDatabase;
  let url: string;
  const opened: { close(): Promise<unknown> }[] = [];

  beforeAll(async () => {
    clone = await cloneTemplateDatabase();
    url = clone.url ?? '';
  });
  afterEach(async () => {
    for (const item of opened.splice(0)) await item.close();
  });
  afterAll(() => clone?.close());

  const listener = (peerWaitMs = 10_000) => {
    const made = new ServerListener({ url, peerWaitMs });
    opened.push(made);
    return made;
  };

  /** A connection named as a listening process, which answers asks only as `answer` says. */
  const rawProcess = async (id: string, answer: (client: pg.Client, token: string) => void) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`LISTEN ${PEERS_CHANNEL}`);
    await client.query(`SET application_name = 'atrium-listener:${id}'`);
    client.on('notification', (message) => {
      const [kind, token] = (message.payload ?? '').split(' ');
      if (kind === 'ask' && token) answer(client, token);
    });
    const closable = { close: () => client.end().catch(() => {}) };
    opened.push(closable);
    return closable;
  };

  const notify = async (channel: string, payload: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('select pg_notify($1, $2)', [channel, payload]).finally(() => client.end());
  };

  it('resolves once another process has heard a change committed before the call', async () => {
    const writer = listener();
    const reader = listener();
    const heard: string[] = [];
    await reader.listen('atrium_test_changes', { onMessage: (payload) => heard.push(payload) });
    await writer.listen('atrium_test_other', { onMessage: () => {} });

    for (let i = 0; i < 20; i++) {
      await notify('atrium_test_changes', `change ${i}`);
      expect(await writer.reachEveryProcess()).toEqual([]);
      expect(heard.at(-1)).toBe(`change ${i}`);
    }
  });

  it('waits for a process slow to hear, and answers once it has', async () => {
    const writer = listener();
    await writer.listen('atrium_test_changes', { onMessage: () => {} });
    let acknowledged = false;
    await rawProcess('slow', (client, token) => {
      setTimeout(() => {
        acknowledged = true;
        client.query('select pg_notify($1, $2)', [PEERS_CHANNEL, `ack ${token} slow`]);
      }, 300);
    });

    expect(await writer.reachEveryProcess()).toEqual([]);
    expect(acknowledged).toBe(true);
  });

  it('answers after its wait, naming a process that stays silent', async () => {
    const writer = listener(400);
    await writer.listen('atrium_test_changes', { onMessage: () => {} });
    await rawProcess('silent', () => {});

    expect(await writer.reachEveryProcess()).toEqual(['silent']);
  });

  it('stops waiting for a process that goes away', async () => {
    const writer = listener();
    await writer.listen('atrium_test_changes', { onMessage: () => {} });
    const leaving = await rawProcess('leaving', () => {});
    setTimeout(() => leaving.close(), 100);

    // Within its 10 s wait, and not naming it: the process was seen to leave.
    expect(await writer.reachEveryProcess()).toEqual([]);
  });

  it('tells its listeners when the connection is lost and when it hears again', async () => {
    const reader = listener();
    const resets: boolean[] = [];
    const heard: string[] = [];
    await reader.listen('atrium_test_changes', {
      onMessage: (payload) => heard.push(payload),
      onReset: (isListening) => resets.push(isListening),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin
      .query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = 'atrium-listener:${reader.processId}'`,
      )
      .finally(() => admin.end());

    await expect.poll(() => resets, { timeout: 5000 }).toEqual([false, true]);
    await notify('atrium_test_changes', 'after the reconnect');
    await expect.poll(() => heard, { timeout: 1000 }).toEqual(['after the reconnect']);
  });
});
