// Every import file's spec, in import order: each file refers only to files before it.
import type { ImportFileName } from '@atrium/contracts';
import {
  assignmentsFile,
  assignmentUsersFile,
  companiesFile,
  invoiceSplitsFile,
  invoicesFile,
  usersFile,
} from './import-files.business.ts';
import {
  countriesFile,
  functionsFile,
  fxRatesFile,
  groupCodesFile,
  industriesFile,
  licensesFile,
  locationsFile,
  practiceGroupsFile,
  regionsFile,
  reportGroupsFile,
  skillsFile,
  subsectorsFile,
} from './import-files.reference.ts';
import type { FileSpec } from './import-files.ts';

export const FILE_SPECS: Record<ImportFileName, FileSpec> = {
  'regions.csv': regionsFile,
  'countries.csv': countriesFile,
  'licenses.csv': licensesFile,
  'locations.csv': locationsFile,
  'functions.csv': functionsFile,
  'industries.csv': industriesFile,
  'practice_groups.csv': practiceGroupsFile,
  'subsectors.csv': subsectorsFile,
  'report_groups.csv': reportGroupsFile,
  'group_codes.csv': groupCodesFile,
  'skills.csv': skillsFile,
  'users.csv': usersFile,
  'companies.csv': companiesFile,
  'assignments.csv': assignmentsFile,
  'assignment_users.csv': assignmentUsersFile,
  'invoices.csv': invoicesFile,
  'invoice_splits.csv': invoiceSplitsFile,
  'fx_rates.csv': fxRatesFile,
};
