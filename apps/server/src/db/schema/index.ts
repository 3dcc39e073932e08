export * from './business.ts';
export * from './calendar.ts';
export * from './company-tools.ts';
export * from './content.ts';
export * from './people.ts';
export * from './reference.ts';
export * from './reports.ts';
export * from './search.ts';
