// The modal host loads after the first screen: a modal asked for before it listens would be lost,
// so those who open one wait for it here.
let markReady: () => void = () => {};
export const modalHostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the host is mounted and listening. */
export function markModalHostReady(): void {
  markReady();
}
