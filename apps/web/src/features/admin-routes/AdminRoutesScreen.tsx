import type { ScreenProps } from '../../app/router/screen-props.ts';
import { Placeholder } from '../../ui/Placeholder.tsx';

/** The route manager (spec 1 §2.5) is built by a later feature. */
export function AdminRoutesScreen({ route }: ScreenProps) {
  return <Placeholder title={route.title} />;
}
