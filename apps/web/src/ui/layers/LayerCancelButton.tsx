// The Cancel of a form in a modal or drawer: closes it as Escape does, asking first when it holds
// changes.
import { Button } from '@mantine/core';
import { useCloseLayer } from './layer-context.ts';

export function LayerCancelButton({ label = 'Cancel' }: { label?: string }) {
  const closeLayer = useCloseLayer();
  return (
    <Button variant="default" onClick={closeLayer}>
      {label}
    </Button>
  );
}
