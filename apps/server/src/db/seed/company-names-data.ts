// Word parts for client company names: invented stems ('Northgate', 'Halcyon') joined with an
// industry word ('Pharma') and a legal form of the headquarters country ('AG', 'plc').

// biome-ignore format: word list
export const STEM_PREFIXES = [
  'North', 'South', 'East', 'West', 'Silver', 'Gold', 'Iron', 'Stone', 'Oak', 'Ash', 'Elm', 'Cedar', 'Maple',
  'Blue', 'Green', 'Red', 'White', 'Black', 'Bright', 'Clear', 'Fair', 'High', 'Long', 'Broad', 'Deep', 'Star',
  'Sun', 'Moon', 'River', 'Lake', 'Harbor', 'Bay', 'Summit', 'Crest', 'Pine', 'Falcon', 'Eagle', 'Wolf', 'Fox',
  'Crown', 'King', 'Queen', 'Bell', 'Wind', 'Frost', 'Cole', 'Hart', 'Brook',
] as const;

// biome-ignore format: word list
export const STEM_SUFFIXES = [
  'gate', 'field', 'stone', 'ridge', 'wood', 'water', 'bridge', 'ford', 'haven', 'moor', 'view', 'point', 'mark',
  'well', 'vale', 'crest', 'brook', 'bury', 'wick', 'ton',
] as const;

// biome-ignore format: word list
export const COINED_STEMS = [
  'Aurelia', 'Veritas', 'Novara', 'Helix', 'Altura', 'Corvus', 'Lumen', 'Vantage', 'Zenith', 'Kestrel', 'Orion',
  'Solent', 'Tessera', 'Halcyon', 'Arcadia', 'Calder', 'Everest', 'Aquila', 'Borealis', 'Cadence', 'Delphi',
  'Equinox', 'Fortis', 'Gemini', 'Hyperion', 'Ionic', 'Juniper', 'Kairos', 'Lyra', 'Magellan', 'Nimbus',
  'Octavia', 'Paragon', 'Quantis', 'Rhenus', 'Sirius', 'Tanager', 'Umbra', 'Valora', 'Westmark', 'Xylo',
  'Yarrow', 'Zephyr', 'Alvara', 'Brisa', 'Castellan', 'Danube', 'Eldora', 'Fjordane', 'Granite', 'Hanse',
  'Isola', 'Jasper', 'Kinetic', 'Lattice', 'Monarch', 'Nordvik', 'Obsidian', 'Pioneer', 'Quarry', 'Rhodium',
  'Sakura', 'Tavira', 'Unity', 'Vireo', 'Wayland', 'Yokai', 'Zamora', 'Asteria', 'Beacon', 'Cobalt', 'Dunmore',
] as const;

/** Legal forms by country; staff recognise a Swiss 'AG' or a Japanese 'K.K.' at a glance. */
export const LEGAL_FORMS: Record<string, readonly string[]> = {
  US: ['Inc.', 'Corp.', 'LLC'],
  CA: ['Inc.', 'Ltd.'],
  GB: ['plc', 'Ltd'],
  IE: ['plc', 'Ltd'],
  DE: ['AG', 'GmbH', 'SE'],
  AT: ['AG', 'GmbH'],
  CH: ['AG', 'SA'],
  FR: ['SA', 'SAS'],
  BE: ['NV', 'SA'],
  NL: ['N.V.', 'B.V.'],
  ES: ['S.A.', 'S.L.'],
  PT: ['S.A.'],
  IT: ['S.p.A.', 'S.r.l.'],
  MX: ['S.A. de C.V.'],
  BR: ['S.A.', 'Ltda.'],
  AR: ['S.A.'],
  CL: ['S.A.'],
  CO: ['S.A.S.'],
  PE: ['S.A.C.'],
  SE: ['AB'],
  DK: ['A/S'],
  NO: ['ASA', 'AS'],
  FI: ['Oyj', 'Oy'],
  PL: ['S.A.', 'sp. z o.o.'],
  CZ: ['a.s.', 's.r.o.'],
  HU: ['Zrt.', 'Nyrt.'],
  TR: ['A.Ş.'],
  JP: ['K.K.', 'Co., Ltd.'],
  CN: ['Co., Ltd.', 'Group Co., Ltd.'],
  HK: ['Limited', 'Holdings Limited'],
  SG: ['Pte. Ltd.', 'Limited'],
  MY: ['Berhad', 'Sdn. Bhd.'],
  IN: ['Limited', 'Pvt. Ltd.'],
  KR: ['Co., Ltd.', 'Corporation'],
  AU: ['Limited', 'Pty Ltd'],
  NZ: ['Limited'],
  ZA: ['Limited', '(Pty) Ltd'],
};

/** Words for a family's second and later companies: 'Northgate Pharma' → 'Northgate Pharma Services'. */
export const SUBSIDIARY_WORDS = [
  'Services',
  'Solutions',
  'International',
  'Holdings',
  'Operations',
  'Ventures',
] as const;
