// The executive brief intake form: its fields, and the markup the widget shows (spec 3 §2.10
// "the intake form widget shows server-supplied HTML").
import sanitizeHtml from 'sanitize-html';

export interface IntakeField {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'textarea' | 'select' | 'checkbox';
  isRequired?: boolean;
  maxLength: number;
  options?: string[];
  hint?: string;
}

export const INTAKE_FIELDS: IntakeField[] = [
  { name: 'clientCompany', label: 'Client company', kind: 'text', isRequired: true, maxLength: 200 },
  { name: 'roleTitle', label: 'Role title', kind: 'text', isRequired: true, maxLength: 200 },
  {
    name: 'searchType',
    label: 'Search type',
    kind: 'select',
    isRequired: true,
    maxLength: 60,
    options: ['Executive Search', 'Interim Management', 'Leadership Consulting'],
  },
  { name: 'roleLocation', label: 'Role location', kind: 'text', maxLength: 200 },
  { name: 'reportsTo', label: 'Reports to', kind: 'text', maxLength: 200 },
  {
    name: 'compensation',
    label: 'Compensation range',
    kind: 'text',
    maxLength: 200,
    hint: 'e.g. USD 400–500k base',
  },
  { name: 'targetStart', label: 'Target start date', kind: 'date', maxLength: 10 },
  {
    name: 'mandate',
    label: 'Background and mandate',
    kind: 'textarea',
    isRequired: true,
    maxLength: 4000,
    hint: 'Why the role is open, what success looks like in the first year.',
  },
  { name: 'mustHaves', label: 'Must-have experience', kind: 'textarea', maxLength: 4000 },
  { name: 'confidential', label: 'This is a confidential search', kind: 'checkbox', maxLength: 3 },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fieldHtml(field: IntakeField): string {
  const id = `intake-${field.name}`;
  const required = field.isRequired ? ' required aria-required="true"' : '';
  const hintId = field.hint ? `${id}-hint` : '';
  const described = hintId ? ` aria-describedby="${hintId}"` : '';
  const hint = field.hint
    ? `<small id="${hintId}" class="intake-hint">${escapeHtml(field.hint)}</small>`
    : '';
  const mark = field.isRequired ? ' <span class="intake-required" aria-hidden="true">*</span>' : '';
  const label = `<label for="${id}">${escapeHtml(field.label)}${mark}</label>`;
  switch (field.kind) {
    case 'textarea':
      return `<div class="intake-field">${label}<textarea id="${id}" name="${field.name}" rows="4" maxlength="${field.maxLength}"${required}${described}></textarea>${hint}</div>`;
    case 'select':
      return `<div class="intake-field">${label}<select id="${id}" name="${field.name}"${required}${described}><option value="">Choose…</option>${(
        field.options ?? []
      )
        .map((o) => `<option value="${escapeHtml(o)}">${escapeHtml(o)}</option>`)
        .join('')}</select>${hint}</div>`;
    case 'checkbox':
      return `<div class="intake-field intake-check"><input type="checkbox" id="${id}" name="${field.name}" value="yes"${described}>${label}${hint}</div>`;
    default:
      return `<div class="intake-field">${label}<input type="${field.kind}" id="${id}" name="${field.name}" maxlength="${field.maxLength}"${required}${described}>${hint}</div>`;
  }
}

/** What the form's markup may hold: its controls and their accessible names, nothing that runs. */
const FORM_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['form', 'div', 'span', 'label', 'input', 'textarea', 'select', 'option', 'button'],
  allowedAttributes: {
    '*': ['class', 'id', 'aria-required', 'aria-describedby', 'aria-label', 'aria-hidden'],
    label: ['for'],
    input: ['type', 'name', 'value', 'maxlength', 'required'],
    textarea: ['name', 'rows', 'maxlength', 'required'],
    select: ['name', 'required'],
    option: ['value'],
    button: ['type'],
  },
  // The empty choice of a required select must keep its empty value, or the browser would submit its text.
  nonBooleanAttributes: sanitizeHtml.defaults.nonBooleanAttributes.filter((name) => name !== 'value'),
  allowedSchemes: [],
};

/** The form's markup, passed through the sanitiser like any HTML the portal shows. */
export function intakeFormHtml(): string {
  const html = `<form class="intake-form" aria-label="Executive brief intake form">${INTAKE_FIELDS.map(fieldHtml).join('')}<button type="submit">Submit brief</button></form>`;
  return sanitizeHtml(html, FORM_MARKUP);
}
