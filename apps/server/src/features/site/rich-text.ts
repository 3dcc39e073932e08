// Rich text is sanitised on the server against an allowlist (issue 3): what the editor (TipTap)
// produces survives; scripts, event handlers, javascript: URLs and stray CSS do not.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

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
const ALLOWED_STYLES = new Set(['color', 'background-color', 'text-align', 'width', 'height']);
const SAFE_STYLE_VALUE = /^[#(),.%\w\s-]+$/;
/** http(s), mail, phone, site-relative and anchor links; images may also be inline raster data. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAFE_IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|bmp|webp);base64,[a-z0-9+/=\s]+$/i;

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'style') {
    data.attrValue = data.attrValue
      .split(';')
      .map((declaration) => declaration.split(':'))
      .filter(
        ([name, value, ...rest]) =>
          rest.length === 0 &&
          value !== undefined &&
          ALLOWED_STYLES.has(name.trim().toLowerCase()) &&
          SAFE_STYLE_VALUE.test(value.trim()),
      )
      .map(([name, value]) => `${name.trim().toLowerCase()}: ${value.trim()}`)
      .join('; ');
    if (!data.attrValue) data.keepAttr = false;
  }
  if (data.attrName === 'src' && node.nodeName === 'IMG' && SAFE_IMAGE_DATA.test(data.attrValue)) {
    data.forceKeepAttr = true;
  }
});

purify.addHook('afterSanitizeAttributes', (node) => {
  // A link opening a new tab must not hand the new page a handle on this one.
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.nodeName === 'A' && node.hasAttribute('target')) {
    node.removeAttribute('target');
  }
});

export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
  });
}
