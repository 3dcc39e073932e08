// The characters of a feed: its bytes decoded by the charset its server names (RFC 5545 §8.1
// allows a charset on text/calendar), UTF-8 when it names none, and Windows-1252 (which includes
// ISO-8859-1) when the bytes are not UTF-8 at all — so "Müller" never turns into "M�ller".
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const named = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1];
  if (named) {
    try {
      return new TextDecoder(named).decode(bytes);
    } catch {
      // An unknown charset name: read the bytes as if none were named.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
