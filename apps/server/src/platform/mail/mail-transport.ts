// The SMTP relay, opened once by the composition root from SMTP_URL; none when unset.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  /** Answers the relay's Message-ID; throws with the relay's reason when it refuses. */
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  const transporter = nodemailer.createTransport(withTimeouts(smtpUrl));
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
    close: () => transporter.close(),
  };
}

/**
 * A relay that does not answer fails the attempt in seconds (the job retries it later) rather than
 * after nodemailer's minutes. Settings in the URL's query (`?socketTimeout=…`) are nodemailer's
 * options and win over these.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}
