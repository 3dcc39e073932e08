// The search module (issue 13): /search, the jump-to palette of the shell, and the last fixed
// routes of spec 1 §2.1 — /learn, /assessment and the AI-search landing. Screens load on demand;
// the shell's search field is small and loads the palette on first use.
import { lazy } from 'react';

export { SearchLauncher } from './SearchLauncher.tsx';

export const SearchScreen = lazy(() =>
  import('./SearchScreen.tsx').then((m) => ({ default: m.SearchScreen })),
);

export const LearnScreen = lazy(() => import('./LearnScreen.tsx').then((m) => ({ default: m.LearnScreen })));

export const AssessmentScreen = lazy(() =>
  import('./AssessmentScreen.tsx').then((m) => ({ default: m.AssessmentScreen })),
);

export const AiSearchScreen = lazy(() =>
  import('./AiSearchScreen.tsx').then((m) => ({ default: m.AiSearchScreen })),
);
