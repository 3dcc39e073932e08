// Where the modals opened with `modals.open…` (ui/confirm.tsx) appear, in a module of its own so
// that it may load after the first screen; it listens for them and needs no children.
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { markModalHostReady } from './modal-host-ready.ts';

export function ModalHost() {
  // the provider's listeners are set up in its own effects, which run before this parent's
  useEffect(markModalHostReady, []);
  return <ModalsProvider />;
}
