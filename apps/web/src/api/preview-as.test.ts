// @vitest-environment jsdom
import { PREVIEW_AS_HEADER as CONTRACT_HEADER, peopleEndpoints } from '@atrium/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './call-endpoint.ts';
import { forgetPreviewAs, PREVIEW_AS_HEADER, readPreviewAs } from './preview-as.ts';

const STORAGE_KEY = 'atrium.previewAs';

function stubFetch() {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit = {}) =>
      new Response('{"items":[],"total":0,"page":1,"perPage":null}', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentPreview = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.[PREVIEW_AS_HEADER];

/** The calls made to a path (a change may first ask for a CSRF token). */
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => init);

afterEach(() => {
  forgetPreviewAs();
  vi.unstubAllGlobals();
});

describe('a preview under way in this tab', () => {
  it('is sent with the calls that only read, GET or a POST that changes nothing', async () => {
    window.sessionStorage.setItem(STORAGE_KEY, 'role:Researcher,office:3');
    const fetchMock = stubFetch();
    await callEndpoint({ method: 'GET', path: '/api/v2/routes' });
    await callEndpoint(peopleEndpoints.memberList, { body: { filter: [] } });
    expect(callsTo(fetchMock, '/api/v2/routes').map(sentPreview)).toEqual(['role:Researcher,office:3']);
    expect(callsTo(fetchMock, '/api/v2/widget/memberList').map(sentPreview)).toEqual([
      'role:Researcher,office:3',
    ]);
  });

  it('is never sent with a call that changes something', async () => {
    window.sessionStorage.setItem(STORAGE_KEY, 'person:12');
    const fetchMock = stubFetch();
    await callEndpoint({ method: 'POST', path: '/api/v2/routes' }, { body: {} });
    const sent = callsTo(fetchMock, '/api/v2/routes');
    expect(sent).toHaveLength(1);
    expect(sentPreview(sent[0])).toBeUndefined();
  });

  it('ends when forgotten, and names the header as the server reads it', () => {
    window.sessionStorage.setItem(STORAGE_KEY, 'person:12');
    expect(readPreviewAs()).toEqual({ value: 'person:12' });
    forgetPreviewAs();
    expect(readPreviewAs()).toBeNull();
    expect(PREVIEW_AS_HEADER.toLowerCase()).toBe(CONTRACT_HEADER);
  });
});
