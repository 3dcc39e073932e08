// One scheduled send of a saved report to 200 recipients (the most a subscription may have): each
// recipient's copy is computed as that recipient, with the workbook attached. Prints the time until
// every delivery is logged and, as the event-loop bench does, the delay it adds to a probe request.
import os from 'node:os';
import { SUBSCRIPTION_MAX_RECIPIENTS } from '@atrium/contracts';
import { measureHeavy, startMonitoredPortal, startProbe } from './event-loop.bench.ts';
import { type SignedIn, signIn } from './http-load.ts';

const SEND_TIMEOUT_MS = 15 * 60_000;

async function api<T>(
  baseUrl: string,
  auth: SignedIn,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      cookie: auth.cookie,
      'x-csrf-token': auth.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Active colleagues other than the owner, enough to fill a subscription's recipients. */
async function colleagues(
  baseUrl: string,
  auth: SignedIn,
  ownerId: number,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ids.length < count; offset += 100) {
    const page = await api<{ items: { Id: number }[] }>(
      baseUrl,
      auth,
      'GET',
      `/api/v2/directory/members?limit=100&offset=${offset}`,
    );
    if (page.items.length === 0) throw new Error(`the demo firm has fewer than ${count} colleagues`);
    ids.push(...page.items.map((p) => p.Id).filter((id) => id !== ownerId));
  }
  return ids.slice(0, count);
}

export async function runSubscriptionSendBench(): Promise<void> {
  const { portal, loopLog } = await startMonitoredPortal();
  try {
    const { baseUrl } = portal;
    const partner = await signIn(baseUrl, 'partner@demo.atrium');
    const admin = await signIn(baseUrl, 'admin@demo.atrium');
    const me = await api<{ Id: number }>(baseUrl, partner, 'GET', '/api/v2/user/profile');
    const report = await api<{ Id: number }>(baseUrl, partner, 'POST', '/api/v2/report/saved', {
      name: `Bench send ${new Date().toISOString()}`,
      type: 'Financial',
      filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
    });
    // the subscriber always receives it, beside the colleagues chosen
    const recipients = await colleagues(baseUrl, partner, me.Id, SUBSCRIPTION_MAX_RECIPIENTS - 1);
    const subscription = await api<{ id: number }>(baseUrl, partner, 'POST', '/api/v2/report/subscriptions', {
      reportId: report.Id,
      schedule: { frequency: 'weekly', dayOfWeek: 1, time: '07:00', timeZone: 'Europe/London' },
      recipients,
      attachExcel: true,
    });
    const delivered = async () =>
      (await api<{ total: number }>(baseUrl, admin, 'GET', '/api/v2/admin/report-deliveries?perPage=1'))
        .total;
    const probe = startProbe(baseUrl, admin.cookie, loopLog);
    process.stdout.write(
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores; ` +
        `${recipients.length + 1} recipients, workbook attached, each copy computed as its reader\n`,
    );
    try {
      process.stdout.write(
        await measureHeavy(probe, {
          label: `one send to ${recipients.length + 1} recipients`,
          send: async () => {
            const before = await delivered();
            await api(baseUrl, partner, 'POST', `/api/v2/report/subscriptions/${subscription.id}/send`, {});
            const deadline = Date.now() + SEND_TIMEOUT_MS;
            while ((await delivered()) < before + recipients.length + 1) {
              if (Date.now() > deadline) throw new Error('the send did not finish in 15 minutes');
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
            return `${recipients.length + 1} mails`;
          },
        }),
      );
    } finally {
      await probe.close();
      await api(baseUrl, partner, 'DELETE', `/api/v2/report/subscriptions/${subscription.id}`).catch(
        () => {},
      );
    }
  } finally {
    await portal.stop();
  }
}
