// Internal page names the code relies on, as plain data: the start-up bundle reads them without loading zod.

/** The internal name of the staff glossary page, which the top bar's Glossary button opens. */
export const GLOSSARY_PAGE_NAME = 'glossary';
