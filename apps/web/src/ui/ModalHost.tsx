// Where the modals opened with `modals.open…` (ui/confirm.tsx) appear, in a module of its own so
// that it may load after the first paint; it listens for them and needs no children.
import { ModalsProvider } from '@mantine/modals';

export function ModalHost() {
  return <ModalsProvider />;
}
