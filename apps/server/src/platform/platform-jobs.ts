// The jobs runner of one process with the handlers the platform owns (mail.send), and the SMTP
// transport they use: created by the composition root, stopped when the app closes.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { type JobHandlers, type JobRunnerTuning, startJobRunner } from './jobs/job-runner.ts';
import { createMailTransport } from './mail/mail-transport.ts';
import { MAIL_SEND_JOB } from './mail/queue-mail.ts';
import { createSendMailHandler } from './mail/send-mail.job.ts';

export interface PlatformJobsOptions {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_REPLY_TO'>;
  database: Database;
  log: FastifyBaseLogger;
  tuning?: Partial<JobRunnerTuning>;
  /** Jobs of the features, by kind, beside the platform's own. */
  handlers?: JobHandlers;
}

export async function startPlatformJobs(options: PlatformJobsOptions): Promise<{ stop(): Promise<void> }> {
  const transport = createMailTransport(options.config.SMTP_URL);
  const runner = await startJobRunner({
    database: options.database,
    log: options.log,
    // Two apps in one test process share host and pid: the random part keeps their names apart.
    processName: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    tuning: options.tuning,
    handlers: {
      ...options.handlers,
      [MAIL_SEND_JOB]: createSendMailHandler({
        transport,
        from: options.config.MAIL_FROM,
        replyTo: options.config.MAIL_REPLY_TO,
      }),
    },
  });
  return {
    stop: async () => {
      await runner.stop();
      transport?.close();
    },
  };
}
