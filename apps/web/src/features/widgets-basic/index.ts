// Small content widgets with no domain of their own (spec 3 §2.8 quick links, §2.9 page viewer).
// Widget types load on demand.

/** The Quick Links and Page Viewer widget types, loaded with the widget registry. */
export const loadBasicWidgetTypes = () =>
  import('./basic-widgets.ts').then((m) => ({ quickLinks: m.quickLinksWidget, viewer: m.viewerWidget }));
