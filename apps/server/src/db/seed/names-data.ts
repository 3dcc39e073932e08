// Given names and family names by naming culture, so a Tokyo office is mostly staffed by people
// with Japanese names and the firm as a whole looks like the global firm it is.

export interface NameCulture {
  first: readonly string[];
  last: readonly string[];
  /** Where family names change with gender (Polish -ski/-ska, Czech -ová), women's names apart. */
  female?: { first: readonly string[]; last: readonly string[] };
}

// biome-ignore format: word lists read better packed
export const NAME_CULTURES: Record<string, NameCulture> = {
  anglo: {
    first: ['James', 'Emily', 'Michael', 'Sarah', 'David', 'Jennifer', 'Robert', 'Elizabeth', 'William', 'Katherine', 'Thomas', 'Laura', 'Christopher', 'Rachel', 'Andrew', 'Olivia', 'Daniel', 'Hannah', 'Matthew', 'Charlotte', 'Jonathan', 'Megan', 'Benjamin', 'Grace', 'Samuel', 'Victoria', 'Nathan', 'Abigail', 'Marcus', 'Jasmine', 'Tyler', 'Alexis'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Anderson', 'Thompson', 'Harris', 'Clarke', 'Walker', 'Robinson', 'Wright', 'Mitchell', 'Campbell', 'Stewart', 'Bennett', 'Hughes', 'Foster', 'Coleman', 'Sullivan', 'Russell', 'Hayes', 'Fletcher', 'Washington', 'Jackson', 'Patterson', 'Morgan', 'Reynolds', 'Ellison', 'Carter', 'Whitfield', 'Pemberton'],
  },
  irish: {
    first: ['Aoife', 'Ciarán', 'Niamh', 'Seán', 'Siobhán', 'Eoin', 'Orla', 'Cormac', 'Sinéad', 'Declan', 'Róisín', 'Fionn', 'Clodagh', 'Darragh'],
    last: ['Murphy', "O'Brien", 'Kelly', 'Byrne', 'Ryan', "O'Sullivan", 'Walsh', 'McCarthy', 'Doyle', 'Gallagher', 'Kennedy', 'Lynch', 'Quinn', 'Brennan'],
  },
  hispanic: {
    first: ['Alejandro', 'Lucía', 'Carlos', 'María', 'Javier', 'Sofía', 'Diego', 'Valentina', 'Andrés', 'Camila', 'Fernando', 'Isabel', 'Pablo', 'Gabriela', 'Santiago', 'Daniela', 'Miguel', 'Ana', 'Ricardo', 'Paula'],
    last: ['García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Ortega', 'Castillo', 'Navarro', 'Vargas', 'Mendoza'],
  },
  lusophone: {
    first: ['João', 'Beatriz', 'Pedro', 'Mariana', 'Lucas', 'Juliana', 'Rafael', 'Fernanda', 'Gustavo', 'Larissa', 'Tiago', 'Inês', 'Rodrigo', 'Carolina'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Ferreira', 'Almeida', 'Carvalho', 'Ribeiro', 'Gomes', 'Martins', 'Barbosa', 'Monteiro'],
  },
  french: {
    first: ['Antoine', 'Camille', 'Julien', 'Claire', 'Nicolas', 'Élodie', 'Guillaume', 'Sophie', 'Mathieu', 'Aurélie', 'Olivier', 'Céline', 'Thibault', 'Margaux', 'François', 'Hélène'],
    last: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Rousseau', 'Fontaine', 'Chevalier', 'Marchand', 'Dupont', 'Lambert', 'Bonnet', 'Mercier', 'Faure'],
  },
  dutch: {
    first: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Pieter', 'Femke', 'Joost', 'Anouk', 'Maarten', 'Eline', 'Thijs', 'Lieke', 'Wouter', 'Marieke'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'de Groot', 'Peeters', 'Maes', 'Janssens', 'van Dijk'],
  },
  italian: {
    first: ['Marco', 'Giulia', 'Alessandro', 'Francesca', 'Lorenzo', 'Chiara', 'Matteo', 'Elena', 'Andrea', 'Martina', 'Riccardo', 'Silvia', 'Stefano', 'Valeria'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca'],
  },
  german: {
    first: ['Lukas', 'Anna', 'Maximilian', 'Katharina', 'Felix', 'Julia', 'Jonas', 'Laura', 'Tobias', 'Lena', 'Stefan', 'Franziska', 'Florian', 'Johanna', 'Markus', 'Sabine'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Wolf', 'Keller', 'Brunner', 'Huber'],
  },
  nordic: {
    first: ['Erik', 'Ingrid', 'Lars', 'Astrid', 'Mikael', 'Freja', 'Anders', 'Sigrid', 'Henrik', 'Maja', 'Mats', 'Linnea', 'Jukka', 'Aino', 'Magnus', 'Kaisa'],
    last: ['Andersson', 'Johansson', 'Lindqvist', 'Nielsen', 'Hansen', 'Larsen', 'Berg', 'Halvorsen', 'Lindgren', 'Virtanen', 'Korhonen', 'Eriksson', 'Sørensen', 'Dahl', 'Nyström', 'Holm'],
  },
  slavic: {
    first: ['Piotr', 'Tomasz', 'Jakub', 'Pavel', 'Michał', 'Marek', 'Jan', 'Krzysztof', 'Ondřej', 'Łukasz'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Zieliński', 'Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Lewandowski', 'Kučera', 'Mazur'],
    female: {
      first: ['Agnieszka', 'Katarzyna', 'Magdalena', 'Tereza', 'Zuzana', 'Ewa', 'Barbora', 'Joanna', 'Lucie', 'Małgorzata'],
      last: ['Nowak', 'Kowalska', 'Wiśniewska', 'Wójcik', 'Kamińska', 'Zielińska', 'Nováková', 'Svobodová', 'Dvořáková', 'Černá', 'Procházková', 'Lewandowska', 'Kučerová', 'Mazur'],
    },
  },
  hungarian: {
    first: ['Bence', 'Eszter', 'Gábor', 'Réka', 'Péter', 'Zsófia', 'András', 'Katalin', 'Balázs', 'Dóra'],
    last: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas'],
  },
  arabic: {
    first: ['Omar', 'Layla', 'Khalid', 'Noor', 'Ahmed', 'Fatima', 'Yousef', 'Mariam', 'Hassan', 'Rania', 'Faisal', 'Huda', 'Tariq', 'Salma'],
    last: ['Al-Mansouri', 'Haddad', 'Al-Rashid', 'Khoury', 'Nasser', 'Al-Otaibi', 'Saleh', 'Farouk', 'Al-Qahtani', 'Aziz', 'Hamdan', 'Mansour', 'Al-Harbi', 'Karam'],
  },
  turkish: {
    first: ['Emre', 'Elif', 'Burak', 'Zeynep', 'Mehmet', 'Ayşe', 'Can', 'Selin', 'Kerem', 'Defne'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Koç'],
  },
  southafrican: {
    first: ['Thabo', 'Naledi', 'Sipho', 'Lerato', 'Pieter', 'Annelie', 'Johan', 'Zanele', 'Kagiso', 'Nomvula', 'Ruan', 'Ayanda'],
    last: ['Nkosi', 'Dlamini', 'Botha', 'van der Merwe', 'Mokoena', 'Pretorius', 'Ndlovu', 'Khumalo', 'du Plessis', 'Naidoo', 'Mahlangu', 'Venter'],
  },
  hebrew: {
    first: ['Noam', 'Tamar', 'Yonatan', 'Noa', 'Eitan', 'Shira', 'Amit', 'Maya', 'Omri', 'Yael'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Friedman', 'Katz', 'Shapiro', 'Avraham', 'Goldberg'],
  },
  japanese: {
    first: ['Hiroshi', 'Yuki', 'Takashi', 'Aiko', 'Kenji', 'Haruka', 'Daisuke', 'Naomi', 'Satoshi', 'Emi', 'Ryo', 'Misaki', 'Kazuo', 'Sakura'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Matsumoto', 'Inoue'],
  },
  chinese: {
    first: ['Wei', 'Mei', 'Jun', 'Ling', 'Hao', 'Xin', 'Ming', 'Yan', 'Jian', 'Hui', 'Kevin', 'Grace', 'Vincent', 'Cheryl', 'Jason', 'Michelle'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Lim', 'Tan', 'Wong', 'Lee', 'Ng', 'Chan'],
  },
  indian: {
    first: ['Arjun', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Kavya', 'Rohan', 'Neha', 'Aditya', 'Meera', 'Sanjay', 'Divya', 'Karan', 'Pooja', 'Nikhil', 'Shreya'],
    last: ['Sharma', 'Patel', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Mehta', 'Singh', 'Kapoor', 'Rao', 'Desai', 'Menon', 'Chatterjee', 'Bhatia', 'Joshi', 'Krishnan'],
  },
  korean: {
    first: ['Min-jun', 'Ji-woo', 'Seo-yeon', 'Hyun-woo', 'Ji-hoon', 'Soo-ah', 'Dong-hyun', 'Ha-eun', 'Jae-won', 'Yu-na'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
  },
  malay: {
    first: ['Ahmad', 'Nurul', 'Faizal', 'Siti', 'Hafiz', 'Aisyah', 'Irfan', 'Farah', 'Azlan', 'Liyana'],
    last: ['Ibrahim', 'Rahman', 'Abdullah', 'Ismail', 'Hassan', 'Yusof', 'Osman', 'Hamzah', 'Razak', 'Aziz'],
  },
};

/** Letters NFD does not decompose into ASCII. */
const SPECIAL_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', ı: 'i', œ: 'oe' };

/** 'Sørensen' → 'sorensen', "O'Brien" → 'obrien', 'de Jong' → 'dejong': for e-mails and logins. */
export function toAsciiSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[øæßłđıœ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}
