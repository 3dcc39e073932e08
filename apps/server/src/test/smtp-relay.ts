// A real SMTP server on the loopback for tests of mail the portal sends.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpRelay {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** `refuse`: every message is answered with a 550 and this reason, as a relay that will not take it. */
export async function startSmtpRelay({ refuse }: { refuse?: string } = {}): Promise<SmtpRelay> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refuse) return callback(Object.assign(new Error(refuse), { responseCode: 550 }));
          received.push(mail);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
