import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../core/session/test-users.ts';
import { EMPTY_MEMBER_FILTERS, membersQuery } from './member-filters.ts';
import { fetchMembersPage, firstMembersQuery, membersData } from './member-list-queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch, answering every directory call with one colleague and recording its URL. */
function answerMembers(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      const page = { items: [{ Id: calls.length }], total: 1, offset: 0, limit: 50 };
      return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

describe("the member directory's first page", () => {
  it('is asked for once at start-up, and the table takes that answer', async () => {
    const calls = answerMembers();
    membersData({ params: {}, viewer: testUser() });
    const page = await fetchMembersPage(firstMembersQuery());
    expect(calls).toEqual(['/api/v2/directory/members?sort=lastName&sortDirection=ASC&offset=0&limit=50']);
    expect(page.items).toEqual([{ Id: 1 }]);
  });

  it('is asked for again by a table that searches, and by the next call for the same page', async () => {
    const calls = answerMembers();
    membersData({ params: {}, viewer: testUser() });
    await fetchMembersPage(firstMembersQuery());
    const searching = membersQuery({ ...EMPTY_MEMBER_FILTERS, search: 'ann' }, 'lastName:ASC', {
      offset: 0,
      limit: 50,
    });
    await fetchMembersPage(searching);
    await fetchMembersPage(firstMembersQuery());
    expect(calls).toHaveLength(3);
    expect(calls[1]).toContain('search=ann');
  });
});
