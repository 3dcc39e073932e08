/** spec 3 §2.7, §8: the results tables' empty messages. */
export const NO_ASSIGNMENTS = 'No assignments match the filters';
export const NO_COMPANIES = 'No companies match the filters';
