/**
 * `comboboxProps` for a Select whose option list is built when it opens rather than at mount. By
 * default Mantine keeps a closed Select's list in the page, hidden, and positions it against its
 * input as soon as both exist, which forces a style and layout pass per Select during the screen's
 * first render. The input's ARIA attributes point at the list only while it is open either way.
 */
export const OPTIONS_ON_OPEN = { keepMounted: false } as const;
