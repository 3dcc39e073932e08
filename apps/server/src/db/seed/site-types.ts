// The shape of the demo site's page tree as written in the site data modules, and small helpers
// for writing page HTML there.

export interface SiteSection {
  kind: 'text' | 'component' | 'promotion';
  title?: string;
  /** Rich text (HTML) for text sections; a teaser for promotions. */
  html?: string;
  width?: 6 | 12 | 4 | 8;
  /** Component widgets: the kind of widget (spec 1 §3 'Component types seen'). */
  componentType?: string;
  attributes?: { Name: string; Value: string }[];
  /** Promotions: the internal name of the promoted page. */
  toRouteName?: string;
}

export interface SiteFile {
  name: string;
  /** Lines of text printed on the one-page PDF. */
  lines: string[];
}

export interface SiteNode {
  title: string;
  /** URL segment, unique among siblings. */
  path: string;
  /** Internal name; defaults to the parent's name and this path joined with '-'. */
  name?: string;
  breadcrumbTitle?: string;
  metaDescription?: string;
  redirectLink?: string;
  excludeFromNav?: boolean;
  doNotOpen?: boolean;
  hideDrawer?: boolean;
  isOpen?: boolean;
  isDisabled?: boolean;
  file?: SiteFile;
  /** Text of the download button of a page with a file. */
  downloadBtn?: string;
  sections?: SiteSection[];
  /** The page's people filter (spec 1 §4): rows of key and value, which its people widgets use. */
  usersFilter?: { key: { Id: string; Text: string }; value: { Id: number; Text: string } }[];
  children?: SiteNode[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs of plain text → HTML. */
export const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${escapeHtml(t)}</p>`).join('');

export const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

export const heading = (text: string) => `<h3>${escapeHtml(text)}</h3>`;

/** The usual content of a page: one full-width rich-text card. */
export const textPage = (...texts: string[]): SiteSection[] => [
  { kind: 'text', html: paragraphs(...texts), width: 12 },
];
