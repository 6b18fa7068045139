/** What a login link carries (data-shop.md §2 "Route guard and login by link"). */
export type LinkQuery =
  | { kind: 'token'; username: string; token: string }
  | { kind: 'agent'; username: string; agentToken: string; loginToken: string };

/** Reads the link's query from the search string or the hash (`#/?username=…&token=…`). */
export function readLinkQuery(search: string, hash: string): LinkQuery | null {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  for (const text of [search.replace(/^\?/, ''), hashQuery]) {
    if (!text) continue;
    const params = new URLSearchParams(text);
    const username = params.get('username') ?? '';
    const token = params.get('token');
    const agentToken = params.get('agent_token');
    const loginToken = params.get('login_token');
    if (agentToken && loginToken) return { kind: 'agent', username, agentToken, loginToken };
    if (username && token) return { kind: 'token', username, token };
  }
  return null;
}
