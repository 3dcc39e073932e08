// Rich text is sanitised on the server against an allowlist: what the editor (TipTap)
// produces survives; scripts, event handlers, javascript: URLs and stray CSS do not. The parser
// (htmlparser2, through sanitize-html) streams the input once, so time and memory grow linearly
// with the text; large texts are sanitised off the event loop (`rich-text-pool.ts`).
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'style',
  'class',
  'colspan',
  'rowspan',
  'data-type',
  'data-color',
  'start',
  'type',
];
/** Only the declarations the editor's colour, highlight and alignment controls write. */
const ALLOWED_STYLES: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'text-align',
  'width',
  'height',
]);
const SAFE_STYLE_VALUE = /^[#(),.%\w\s-]+$/;
/** Colour functions are the only CSS functions a value may call (no `expression(…)`, no `url(…)`). */
const STYLE_FUNCTION = /([a-z-]*)\s*\(/gi;
const SAFE_STYLE_FUNCTIONS: ReadonlySet<string> = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
/** http(s), mail, phone, site-relative and anchor links; images may also be inline raster data. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|bmp|webp);base64,[a-z0-9+/=\s]+$/i;
/** What browsers drop from a URL before reading its scheme: controls, whitespace. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters are what it strips
const URL_IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
const VOID_TAGS = ['img', 'br', 'hr', 'col'];

function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter(
      ([name, value, ...rest]) =>
        rest.length === 0 &&
        value !== undefined &&
        ALLOWED_STYLES.has(name.trim().toLowerCase()) &&
        SAFE_STYLE_VALUE.test(value.trim()) &&
        [...value.matchAll(STYLE_FUNCTION)].every((m) => SAFE_STYLE_FUNCTIONS.has(m[1].toLowerCase())),
    )
    .map(([name, value]) => `${name.trim().toLowerCase()}: ${value.trim()}`)
    .join('; ');
}

function safeUrl(url: string, tag: string): boolean {
  const bare = url.replace(URL_IGNORED, '');
  if (/^data:/i.test(bare)) return tag === 'img' && SAFE_IMAGE_DATA.test(url.trim());
  return SAFE_URI.test(bare);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': ALLOWED_ATTR },
  // URLs are checked below, against the same rule for every tag.
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'data'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  parseStyleAttributes: false,
  selfClosing: VOID_TAGS,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name === 'style') {
          const style = safeStyle(value);
          if (style) kept.style = style;
        } else if (name === 'href' || name === 'src') {
          if (safeUrl(value, tagName)) kept[name] = value;
        } else {
          kept[name] = value;
        }
      }
      if (tagName === 'a') {
        // A link opening a new tab must not hand the new page a handle on this one.
        if (kept.target === '_blank') kept.rel = 'noopener noreferrer';
        else delete kept.target;
      }
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeRichText(html: string): string {
  if (!html) return '';
  // Text without markup is stored as written (entities stay as they are).
  if (!html.includes('<')) return html;
  // Void elements are written the HTML way (`<br>`, not `<br />`); a literal ` />` cannot occur
  // elsewhere in the output, where `>` is always escaped.
  return sanitizeHtml(html, OPTIONS).replaceAll(' />', '>');
}

/** How deep rich text may nest elements; the editor writes a handful of levels. */
export const MAX_MARKUP_DEPTH = 100;

/** Elements closed by the next one of their kind when written without an end tag. */
const SELF_ENDING: ReadonlySet<string> = new Set(['p', 'li', 'td', 'th', 'tr', 'dt', 'dd', 'option']);
const VOID: ReadonlySet<string> = new Set([
  ...VOID_TAGS,
  'area',
  'base',
  'embed',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const NAME_START = /[a-z]/i;
const NAME_END = /[\s/>]/;

/**
 * How deep the markup nests elements, read in one linear pass (an HTML parser's open-element stack
 * costs more per level the deeper it gets, so depth is bounded before parsing).
 */
export function markupDepth(html: string, stopAbove = Number.POSITIVE_INFINITY): number {
  const open: string[] = [];
  const counts = new Map<string, number>();
  let deepest = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    const end = html.indexOf('>', at + 1);
    if (end === -1) break;
    const closing = html[at + 1] === '/';
    let nameEnd = at + (closing ? 2 : 1);
    if (!NAME_START.test(html[nameEnd] ?? '')) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const nameStart = nameEnd;
    while (nameEnd < end && !NAME_END.test(html[nameEnd])) nameEnd++;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    if (closing) {
      if (counts.get(name)) {
        for (let top = open.pop(); top !== undefined; top = open.pop()) {
          counts.set(top, (counts.get(top) ?? 1) - 1);
          if (top === name) break;
        }
      }
    } else if (!VOID.has(name) && html[end - 1] !== '/' && !(SELF_ENDING.has(name) && open.at(-1) === name)) {
      open.push(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      deepest = Math.max(deepest, open.length);
      if (deepest > stopAbove) break;
    }
    at = html.indexOf('<', end + 1);
  }
  return deepest;
}

/** A text's sanitised form, or that it nests deeper than MAX_MARKUP_DEPTH (and was never parsed). */
export type SanitizedText = { clean: string } | { isTooDeep: true };

/**
 * The depth check and then the sanitiser, in one step: both read the whole text, so a long one
 * takes both to the worker pool (rich-text-pool.ts).
 */
export function sanitizeBoundedRichText(html: string): SanitizedText {
  if (markupDepth(html, MAX_MARKUP_DEPTH) > MAX_MARKUP_DEPTH) return { isTooDeep: true };
  return { clean: sanitizeRichText(html) };
}
