// The toasts' container (spec 1 §8: bottom, 5 s), in a module of its own so that it may load after
// the first screen (after-first-screen.ts); `toast()` only needs the notifications store.
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from './toast.tsx';

export function Toasts() {
  return <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}
