import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { Placeholder } from '../../ui/Placeholder.tsx';

/** Fixed screens that later features build show their title and the shared placeholder. */
export function PlaceholderScreen({ route }: ScreenProps) {
  return <Placeholder title={route.title} />;
}
