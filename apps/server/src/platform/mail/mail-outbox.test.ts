// Mail through the outbox to a real SMTP server started here: delivered with its attachment, kept
// when no relay is configured, retried and then failed with the relay's reason when it refuses.
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpRelay, startSmtpRelay } from '../../test/smtp-relay.ts';
import { createTestApp, createTwinTestApps, DEMO, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { findMail } from './mail.repo.ts';
import { MAX_MAIL_ATTACHMENT_BYTES, queueMail } from './queue-mail.ts';

const FAST = { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 200 };

let t: TestApp | undefined;
let relay: SmtpRelay | undefined;
afterEach(async () => {
  await t?.close();
  await relay?.close();
  t = undefined;
  relay = undefined;
});

describe('mail outbox', () => {
  it('delivers a queued mail with its subject, body and attachment to the SMTP relay', async () => {
    relay = await startSmtpRelay();
    t = await createTestApp(
      { SMTP_URL: relay.url, MAIL_FROM: 'Atrium <portal@firm.test>' },
      { jobTuning: FAST },
    );
    const { id } = await t.database.db.transaction((tx) =>
      queueMail(tx, {
        kind: 'report-subscription',
        to: ['partner@firm.test'],
        subject: 'Weekly billings',
        text: 'Your report is attached.',
        html: '<p>Your report is <b>attached</b>.</p>',
        attachments: [{ name: 'billings.csv', contentType: 'text/csv', content: Buffer.from('a,b\n1,2\n') }],
      }),
    );
    const received = await waitUntil(
      async () => relay?.received ?? [],
      (mails) => mails.length === 1,
    );
    const [mail] = received;
    expect(mail.subject).toBe('Weekly billings');
    expect(mail.text?.trim()).toBe('Your report is attached.');
    expect(mail.from?.text).toBe('"Atrium" <portal@firm.test>');
    expect(mail.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['billings.csv', 'a,b\n1,2\n'],
    ]);
    const row = await waitUntil(
      () => findMail(t!.database.db, id),
      (m) => m?.status === 'sent',
    );
    expect(row?.sentAt).not.toBeNull();
  });

  it('keeps mail in the outbox without SMTP_URL, where site admins read it', async () => {
    t = await createTestApp({}, { jobTuning: FAST });
    const admin = t.client();
    await admin.login(DEMO.admin);
    const queued = await admin.post('/api/v2/admin/mail/test');
    expect(queued.statusCode).toBe(200);
    const { id } = queued.json();
    const list = await waitUntil(
      async () => (await admin.get('/api/v2/admin/mail?status=kept')).json(),
      (page) => page.items.some((m: { id: number }) => m.id === id),
    );
    expect(list.items[0]).toMatchObject({
      id,
      status: 'kept',
      subject: 'Atrium test mail',
      to: [DEMO.admin],
    });
    const message = (await admin.get(`/api/v2/admin/mail/${id}`)).json();
    expect(message.text).toMatch(/test mail from Atrium/);
    expect(message.safeHtml).toMatch(/^<p>This is a test mail/);
  });

  it('retries when the relay refuses, then fails the mail with the relay’s reason', async () => {
    relay = await startSmtpRelay({ refuse: 'Mailbox unavailable' });
    t = await createTestApp({ SMTP_URL: relay.url }, { jobTuning: FAST });
    const { id } = await queueMail(t.database.db, {
      kind: 'test',
      to: ['nobody@firm.test'],
      subject: 'Refused',
      text: 'Never arrives.',
    });
    const row = await waitUntil(
      () => findMail(t!.database.db, id),
      (m) => m?.status === 'failed',
      30_000,
    );
    expect(row?.attempts).toBe(5);
    expect(row?.lastError).toMatch(/550 Mailbox unavailable/);
  }, 40_000);

  it('gives up on a relay that never answers after its greeting timeout, and says so', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      t = await createTestApp(
        { SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=200` },
        { jobTuning: FAST },
      );
      const { id } = await queueMail(t.database.db, {
        kind: 'test',
        to: ['nobody@firm.test'],
        subject: 'Unanswered',
        text: '',
      });
      const row = await waitUntil(
        () => findMail(t!.database.db, id),
        (m) => m?.status === 'failed',
        30_000,
      );
      expect(row?.lastError).toMatch(/Greeting never received/);
    } finally {
      await t?.close();
      t = undefined;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 40_000);

  it('refuses attachments over 10 MB together, saying so', async () => {
    t = await createTestApp({}, { jobTuning: FAST });
    const half = Buffer.alloc(MAX_MAIL_ATTACHMENT_BYTES / 2 + 1);
    await expect(
      queueMail(t.database.db, {
        kind: 'test',
        to: ['partner@firm.test'],
        subject: 'Too big',
        text: '',
        attachments: [
          { name: 'a.bin', contentType: 'application/octet-stream', content: half },
          { name: 'b.bin', contentType: 'application/octet-stream', content: half },
        ],
      }),
    ).rejects.toThrow('a mail may carry at most 10 MB');
  });

  it('lets site admins download an attachment and refuses everyone else', async () => {
    t = await createTestApp({}, { jobTuning: FAST });
    const { id } = await queueMail(t.database.db, {
      kind: 'test',
      to: ['partner@firm.test'],
      subject: 'With a file',
      text: 'See attached.',
      attachments: [{ name: 'notes.txt', contentType: 'text/plain', content: Buffer.from('hello') }],
    });
    const admin = t.client();
    await admin.login(DEMO.admin);
    const message = (await admin.get(`/api/v2/admin/mail/${id}`)).json();
    expect(message.attachments).toEqual([
      { index: 0, name: 'notes.txt', contentType: 'text/plain', size: 5 },
    ]);
    const download = await admin.get(`/api/v2/admin/mail/${id}/attachments/0`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('hello');
    expect((await admin.get(`/api/v2/admin/mail/${id}/attachments/1`)).statusCode).toBe(404);
    const partner = t.client();
    await partner.login(DEMO.partner);
    for (const url of ['/api/v2/admin/mail', `/api/v2/admin/mail/${id}`, '/api/v2/admin/jobs']) {
      expect((await partner.get(url)).statusCode).toBe(403);
    }
    expect((await partner.post('/api/v2/admin/mail/test')).statusCode).toBe(403);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('mail from two processes', () => {
  it('delivers each of 20 mails exactly once when two apps share the outbox', async () => {
    relay = await startSmtpRelay();
    const twins = await createTwinTestApps({ SMTP_URL: relay.url }, { jobTuning: FAST });
    try {
      for (let i = 0; i < 20; i++) {
        const app = i % 2 === 0 ? twins.first : twins.second;
        await queueMail(app.database.db, {
          kind: 'test',
          to: ['partner@firm.test'],
          subject: `Mail ${i}`,
          text: '',
        });
      }
      const received = await waitUntil(
        async () => relay?.received ?? [],
        (mails) => mails.length >= 20,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Mail ${i}`).sort(),
      );
    } finally {
      await twins.close();
    }
  }, 60_000);
});
