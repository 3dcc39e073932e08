// Why a feed was refused, with the line of the file it concerns: shown to the admin as
// "Line 12: …" so the one who publishes the feed can find it.
export class FeedRefusal extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
    this.name = 'FeedRefusal';
  }
}
