// The people directory as staff use it: the member search as they type, and the colleague finder
// unfiltered and narrowed, under load on the demo firm (embedded database).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortal } from '../e2e/server.ts';
import { CONNECTIONS, DURATION_SECONDS, load, loadToolName, signIn } from './http-load.ts';

type Figures = Awaited<ReturnType<typeof load>>;

const line = (label: string, r: Figures) =>
  `${label.padEnd(46)} ${String(r.rps).padStart(6)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}\n`;

export async function runPeopleBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-people-'));
  const portal = await startPortal({ dataDir, timeoutMs: 600_000 });
  try {
    const { cookie, csrf } = await signIn(portal.baseUrl, 'partner@demo.atrium');
    const members = `${portal.baseUrl}/api/v2/directory/members`;
    const finder = `${portal.baseUrl}/api/v2/widget/colleagueFinder`;
    const post = (body: unknown) => ({ method: 'POST' as const, body: JSON.stringify(body) });
    const postHeaders = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const skills = (await (
      await fetch(`${portal.baseUrl}/api/v2/skill/filter?search=`, { headers: { cookie } })
    ).json()) as { ID: number }[];

    const firstPage = (await (await fetch(members, { headers: { cookie } })).json()) as {
      items: { lastName: string }[];
    };
    // Five letters of a real surname: what someone typing a colleague's name has entered.
    const surname = encodeURIComponent(firstPage.items[0]?.lastName.slice(0, 5) ?? 'smith');

    const figures: [string, Figures][] = [
      ['GET directory members (first page)', await load(members, { cookie })],
      ['GET directory members ?search=ma', await load(`${members}?search=ma`, { cookie })],
      [`GET directory members ?search=${surname}`, await load(`${members}?search=${surname}`, { cookie })],
      ['POST colleague finder (no filter)', await load(finder, postHeaders, post({}))],
      [
        'POST colleague finder (one skill)',
        await load(finder, postHeaders, post({ skills: skills.slice(0, 1).map((s) => s.ID) })),
      ],
    ];
    process.stdout.write(
      `PGlite, demo firm, ${CONNECTIONS} connections from ${loadToolName()}, ${DURATION_SECONDS} s each\n` +
        figures.map(([label, r]) => line(label, r)).join(''),
    );
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
