// The portal's fixed screens (spec 1's table of routes): the lists and tools opened by their path,
// and the records reached from a list, opened with the record's own further screens.
export const LISTS_AND_TOOLS = [
  '/',
  '/mcl/dashboard',
  '/mcl/assignments/my',
  '/mcl/assignments/location',
  '/mcl/assignments/report',
  '/mcl/companies/my',
  '/mcl/companies/location',
  '/mcl/companies/report',
  '/directory/meridians/profile',
  '/directory/meridians/report',
  '/directory/locations/report',
  '/directory/licenses/report',
  '/search?q=director',
  '/learn',
  '/ai-search',
  '/assessment',
  '/my-reports',
  '/admin/groups',
  '/admin/mail',
  '/admin/content-health',
  '/admin/promos',
  '/admin/calendar',
  '/admin/routes',
  '/admin/files',
  '/invenias/company/admin',
];

/** A list, then the first record it links to, then that record's further screens. */
export const RECORDS: { list: string; prefix: string; record: RegExp; further: string[] }[] = [
  {
    list: '/mcl/assignments/all',
    prefix: '/mcl/assignments/',
    record: /^\/mcl\/assignments\/\d+$/,
    further: ['/blf'],
  },
  {
    list: '/mcl/companies/all',
    prefix: '/mcl/companies/',
    record: /^\/mcl\/companies\/\d+$/,
    further: ['/admin', '/webtab/full'],
  },
  {
    list: '/directory/meridians',
    prefix: '/directory/meridians/',
    record: /^\/directory\/meridians\/\d+$/,
    further: [],
  },
  {
    list: '/directory/locations',
    prefix: '/directory/location/',
    record: /^\/directory\/location\/\d+$/,
    further: [],
  },
  {
    list: '/directory/licenses',
    prefix: '/directory/license/',
    record: /^\/directory\/license\/\d+$/,
    further: [],
  },
];
