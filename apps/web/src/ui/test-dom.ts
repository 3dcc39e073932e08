// For component tests in jsdom (files that start `// @vitest-environment jsdom`): React's act
// environment, and the browser parts Mantine asks for that jsdom does not have.
export function allowDomRendering(): void {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // Mantine asks for the colour scheme; jsdom has no media queries.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }) as unknown as MediaQueryList;
  // Mantine's inputs and scroll containers watch their size; jsdom lays nothing out.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
