// The search module: /search, the jump-to palette of the shell, and the last fixed
// routes of spec 1 §2.1 — /learn, /assessment and the AI-search landing. Screens load on demand;
// the shell's search field is small and loads the palette on first use.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export { SearchLauncher } from './SearchLauncher.tsx';

export const SearchScreen = lazyScreen(() => import('./SearchScreen.tsx').then((m) => m.SearchScreen));

export const LearnScreen = lazyScreen(() => import('./LearnScreen.tsx').then((m) => m.LearnScreen));

export const AssessmentScreen = lazyScreen(() =>
  import('./AssessmentScreen.tsx').then((m) => m.AssessmentScreen),
);

export const AiSearchScreen = lazyScreen(() => import('./AiSearchScreen.tsx').then((m) => m.AiSearchScreen));
