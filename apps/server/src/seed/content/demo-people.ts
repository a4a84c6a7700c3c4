// The people of Sahyadri Textiles Private Limited, a fictional textile maker with a plant in Pune, an office in
// Bengaluru and a mill in Coimbatore. Two firms are built from it: the demo firm a newcomer signs into (about 150
// people, with Ananya the admin, Rohit in HR, Arjun a manager and Meera an employee), and the 10,000-employee
// firm the benchmark runs against. Everything here is pure and deterministic: no I/O, no database, no
// Math.random. The same options always give the same firm, and dates are relative to `today`, so dashboards
// always have recent joiners, birthdays, probation ends and leavers to show.
import { addDays, daysBetween, isRealDay, verhoeffCheckDigit, wholeYears } from "@vetan/shared";

// ─── Exported shape ───────────────────────────────────────────────────────────────────────────────────

export interface DemoWorkspace {
  id: string;
  name: string;
  address: string;
  city: string;
  state: "MH" | "KA" | "TN" | string;
  pincode: string;
  latitude: number;
  longitude: number;
  radiusM: number;
  weeklyOffs: { weekday: number; weeks: "all" | number[] }[];
}
export interface DemoDepartment {
  id: string;
  name: string;
  workspaceId: string | null;
}
export interface DemoDesignation {
  id: string;
  name: string;
}
export interface DemoEmployee {
  id: string;
  code: string;
  name: string;
  mobile: string | null;
  usType: "A" | "H" | "E" | null;
  workEmail: string | null;
  personalEmail: string | null;
  gender: "female" | "male" | "other";
  dateOfBirth: string;
  joiningDate: string;
  probationEnd: string | null;
  confirmationDate: string | null;
  employmentType: "permanent" | "probation" | "contract" | "intern" | "consultant" | "apprentice";
  status: "active" | "on_notice" | "exited";
  workspaceId: string;
  departmentId: string;
  designationId: string;
  grade: string;
  managerId: string | null;
  pan: string | null;
  aadhaar: string | null;
  uan: string | null;
  esiNumber: string | null;
  pfApplicable: boolean;
  esiApplicable: boolean;
  bankAccount: string | null;
  bankIfsc: string | null;
  bankName: string | null;
  family: {
    name: string;
    relation: "spouse" | "son" | "daughter" | "father" | "mother" | "brother" | "sister" | "other";
    date_of_birth: string | null;
    nominee_percent: number;
  }[];
  addressCurrent: string | null;
  addressPermanent: string | null;
  emergencyName: string | null;
  emergencyRelation: string | null;
  emergencyMobile: string | null;
  resignationDate: string | null;
  lastWorkingDay: string | null;
  exitReason: string | null;
}
export interface DemoPeople {
  workspaces: DemoWorkspace[];
  departments: DemoDepartment[];
  designations: DemoDesignation[];
  employees: DemoEmployee[];
}

export interface DemoPeopleOptions {
  /** Head-count, 80 to 20,000 (150 for the demo firm, 10,000 for the benchmark). */
  count: number;
  /** India's today, yyyy-mm-dd; every date is placed relative to it. */
  today: string;
  /** Changes who is who; the four named people and the shape of the firm stay. */
  seed?: number;
  /** Makes ids; by default a deterministic UUID-shaped id from the kind and number. */
  idFor?: (kind: string, n: number) => string;
}

export const DEMO_MIN_COUNT = 80;
export const DEMO_MAX_COUNT = 20_000;

type FamilyMember = DemoEmployee["family"][number];
type Gender = DemoEmployee["gender"];
type EmploymentType = DemoEmployee["employmentType"];

// ─── Seeded randomness and ids ────────────────────────────────────────────────────────────────────────

/** mulberry32: a tiny seeded PRNG; the same seed always gives the same sequence. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  uint32(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error("Cannot pick from an empty list");
    return item;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error("Cannot pick from an empty list");
    return last[0];
  }

  digits(count: number): string {
    let text = "";
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  letters(count: number): string {
    let text = "";
    for (let i = 0; i < count; i++) text += String.fromCharCode(65 + this.int(0, 25));
    return text;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

/** FNV-1a, 32 bits. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hex8 = (value: number) => (value >>> 0).toString(16).padStart(8, "0");

/**
 * A UUID-shaped id (version 4, variant 8–b) for the n-th thing of a kind. Its last eight hex digits are a
 * bijective scramble of n, so two ids of one kind never collide; the other 90 bits are noise seeded by kind
 * and n, so ids of different kinds collide only by a 1-in-2^90 chance.
 */
export function demoId(kind: string, n: number): string {
  const noise = new Random(fnv1a(`${kind}#${n}`));
  const bits = hex8(noise.uint32()) + hex8(noise.uint32()) + hex8(noise.uint32());
  const serial = hex8(Math.imul(n, 0x9e3779b1) ^ fnv1a(kind));
  const variant = "89ab"[noise.int(0, 3)];
  return `${bits.slice(0, 8)}-${bits.slice(8, 12)}-4${bits.slice(12, 15)}-${variant}${bits.slice(15, 18)}-${bits.slice(18, 22)}${serial}`;
}

// ─── Calendar arithmetic on yyyy-mm-dd ───────────────────────────────────────────────────────────────

const pad2 = (n: number) => String(n).padStart(2, "0");
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function splitDay(day: string): [number, number, number] {
  return day.split("-").map(Number) as [number, number, number];
}

/** `day` moved by whole months; the 31st becomes the month's last day where needed. */
function addMonths(day: string, months: number): string {
  const [y, m, d] = splitDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${year}-${pad2(month)}-${pad2(Math.min(d, daysInMonth(year, month)))}`;
}

const addYears = (day: string, years: number) => addMonths(day, years * 12);

/** The first and last day of the month `monthsBack` months before `day`'s month. */
function monthBounds(day: string, monthsBack: number): [string, string] {
  const first = addMonths(`${day.slice(0, 8)}01`, -monthsBack);
  const [y, m] = splitDay(first);
  return [first, `${first.slice(0, 8)}${pad2(daysInMonth(y, m))}`];
}

/** A day from `from` to `to`, both included. */
function dayBetween(rng: Random, from: string, to: string): string {
  return addDays(from, rng.int(0, Math.max(0, daysBetween(from, to))));
}

const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

/** A date of birth that makes someone exactly `age` on `today`. */
function birthDateFor(rng: Random, today: string, age: number): string {
  return addDays(addYears(today, -age), -rng.int(0, 364));
}

/** The day `ahead` days after today (1 or more), moved past 29 February so it recurs every year. */
function upcomingDay(today: string, ahead: number): string {
  const day = addDays(today, ahead);
  return day.endsWith("-02-29") ? addDays(day, 1) : day;
}

// ─── The firm ─────────────────────────────────────────────────────────────────────────────────────────

type WorkspaceKey = "pune" | "bengaluru" | "coimbatore";
type LanguageGroup = "marathi" | "kannada" | "tamil" | "malayali" | "telugu" | "bengali" | "punjabi" | "gujarati" | "hindi";
type BankCode = "SBIN" | "HDFC" | "ICIC" | "UTIB" | "KKBK" | "CNRB" | "MAHB" | "IOBA" | "KVBL";

interface WorkspaceSpec {
  key: WorkspaceKey;
  name: string;
  address: string;
  city: string;
  state: "MH" | "KA" | "TN";
  stateName: string;
  pincode: string;
  latitude: number;
  longitude: number;
  radiusM: number;
  weeklyOffs: DemoWorkspace["weeklyOffs"];
  languages: readonly (readonly [LanguageGroup, number])[];
  banks: readonly (readonly [BankCode, number])[];
  localities: readonly (readonly [string, string])[];
}

const WORKSPACES: readonly WorkspaceSpec[] = [
  {
    key: "pune",
    name: "Pune Plant",
    address: "Plot J-118, MIDC Bhosari, Pimpri-Chinchwad",
    city: "Pune",
    state: "MH",
    stateName: "Maharashtra",
    pincode: "411026",
    latitude: 18.6312,
    longitude: 73.8494,
    radiusM: 250,
    weeklyOffs: [
      { weekday: 0, weeks: "all" },
      { weekday: 6, weeks: [2, 4] },
    ],
    languages: [["marathi", 55], ["hindi", 12], ["gujarati", 7], ["punjabi", 4], ["kannada", 5], ["telugu", 5], ["bengali", 4], ["tamil", 4], ["malayali", 4]],
    banks: [["SBIN", 25], ["HDFC", 20], ["ICIC", 15], ["MAHB", 15], ["UTIB", 10], ["KKBK", 8], ["CNRB", 7]],
    localities: [
      ["Bhosari", "411026"], ["Pimpri", "411018"], ["Chinchwad", "411019"], ["Akurdi", "411035"], ["Nigdi", "411044"], ["Moshi", "412105"],
      ["Chikhli", "412114"], ["Dighi", "411015"], ["Kasarwadi", "411034"], ["Wakad", "411057"], ["Pimple Saudagar", "411027"], ["Yerawada", "411006"],
    ],
  },
  {
    key: "bengaluru",
    name: "Bengaluru Office",
    address: "3rd Floor, 21 ITPL Main Road, Whitefield",
    city: "Bengaluru",
    state: "KA",
    stateName: "Karnataka",
    pincode: "560066",
    latitude: 12.9698,
    longitude: 77.7499,
    radiusM: 150,
    weeklyOffs: [
      { weekday: 0, weeks: "all" },
      { weekday: 6, weeks: "all" },
    ],
    languages: [["kannada", 36], ["telugu", 14], ["tamil", 12], ["malayali", 12], ["hindi", 10], ["marathi", 5], ["bengali", 5], ["gujarati", 4], ["punjabi", 2]],
    banks: [["HDFC", 22], ["ICIC", 20], ["SBIN", 18], ["CNRB", 15], ["UTIB", 13], ["KKBK", 12]],
    localities: [
      ["Whitefield", "560066"], ["Marathahalli", "560037"], ["Brookefield", "560037"], ["KR Puram", "560036"], ["Mahadevapura", "560048"], ["Hoodi", "560048"],
      ["Kadugodi", "560067"], ["Bellandur", "560103"], ["Indiranagar", "560038"], ["HSR Layout", "560102"], ["Varthur", "560087"],
    ],
  },
  {
    key: "coimbatore",
    name: "Coimbatore Mill",
    address: "SF No. 214, Avinashi Road, Peelamedu",
    city: "Coimbatore",
    state: "TN",
    stateName: "Tamil Nadu",
    pincode: "641004",
    latitude: 11.0301,
    longitude: 77.0289,
    radiusM: 300,
    weeklyOffs: [
      { weekday: 0, weeks: "all" },
      { weekday: 6, weeks: [2, 4] },
    ],
    languages: [["tamil", 66], ["malayali", 12], ["telugu", 8], ["kannada", 5], ["hindi", 5], ["marathi", 1], ["bengali", 1], ["gujarati", 1], ["punjabi", 1]],
    banks: [["SBIN", 22], ["IOBA", 18], ["KVBL", 18], ["CNRB", 12], ["HDFC", 12], ["ICIC", 10], ["UTIB", 8]],
    localities: [
      ["Peelamedu", "641004"], ["Gandhipuram", "641012"], ["RS Puram", "641002"], ["Saravanampatti", "641035"], ["Singanallur", "641005"], ["Ganapathy", "641006"],
      ["Ondipudur", "641016"], ["Kalapatti", "641048"], ["Vadavalli", "641041"], ["Sitra", "641014"], ["Ramanathapuram", "641045"],
    ],
  },
];

const DEPARTMENTS = [
  { key: "management", name: "Management", workspace: null },
  { key: "production-pune", name: "Production — Pune", workspace: "pune" },
  { key: "quality-pune", name: "Quality — Pune", workspace: "pune" },
  { key: "maintenance-pune", name: "Maintenance — Pune", workspace: "pune" },
  { key: "production-coimbatore", name: "Production — Coimbatore", workspace: "coimbatore" },
  { key: "quality-coimbatore", name: "Quality — Coimbatore", workspace: "coimbatore" },
  { key: "maintenance-coimbatore", name: "Maintenance — Coimbatore", workspace: "coimbatore" },
  { key: "stores", name: "Stores and Purchase", workspace: null },
  { key: "sales", name: "Sales", workspace: null },
  { key: "finance", name: "Finance and Accounts", workspace: null },
  { key: "hr", name: "Human Resources", workspace: null },
  { key: "it", name: "Information Technology", workspace: null },
] as const satisfies readonly { key: string; name: string; workspace: WorkspaceKey | null }[];
type DepartmentKey = (typeof DEPARTMENTS)[number]["key"];

/** Designations in order of seniority, each with the grade that goes with it. */
const DESIGNATIONS = [
  ["Managing Director", "M4"],
  ["General Manager", "M3"],
  ["Plant Head", "M3"],
  ["Manager", "M2"],
  ["HR Manager", "M2"],
  ["Assistant Manager", "M1"],
  ["Senior Executive", "E3"],
  ["Software Engineer", "E2"],
  ["Accountant", "E2"],
  ["Executive", "E1"],
  ["Supervisor", "W3"],
  ["Technician", "W2"],
  ["Operator", "W1"],
  ["Trainee", "W1"],
] as const;
type Designation = (typeof DESIGNATIONS)[number][0];
const GRADE = new Map<Designation, string>(DESIGNATIONS);

/** Ages (inclusive) at which people hold each designation. */
const AGE_RANGE: Record<Designation, readonly [number, number]> = {
  "Managing Director": [52, 58],
  "General Manager": [45, 58],
  "Plant Head": [44, 58],
  Manager: [34, 55],
  "HR Manager": [35, 50],
  "Assistant Manager": [29, 48],
  "Senior Executive": [27, 42],
  "Software Engineer": [22, 36],
  Accountant: [23, 45],
  Executive: [22, 40],
  Supervisor: [27, 55],
  Technician: [20, 58],
  Operator: [19, 59],
  Trainee: [19, 24],
};

/** Shop-floor roles: low wages, so ESI applies; they carry no work email. */
const WAGE_WORKERS: ReadonlySet<Designation> = new Set(["Operator", "Technician", "Trainee"]);
const SENIOR: ReadonlySet<Designation> = new Set(["Managing Director", "General Manager", "Plant Head", "Manager", "HR Manager"]);

type UnitKind = "management" | "production" | "quality" | "maintenance" | "stores" | "sales" | "finance" | "hr" | "it";
const FLOOR_KINDS: ReadonlySet<UnitKind> = new Set(["production", "quality", "maintenance", "stores"]);

/** Who fills the bottom of a team, by what the team does. */
const MEMBER_DESIGNATIONS: Record<UnitKind, readonly (readonly [Designation, number])[]> = {
  management: [["Executive", 1]],
  production: [["Operator", 86], ["Trainee", 14]],
  quality: [["Executive", 55], ["Technician", 30], ["Trainee", 15]],
  maintenance: [["Technician", 85], ["Trainee", 15]],
  stores: [["Executive", 55], ["Operator", 45]],
  sales: [["Executive", 70], ["Senior Executive", 30]],
  finance: [["Accountant", 55], ["Executive", 30], ["Senior Executive", 15]],
  hr: [["Executive", 75], ["Senior Executive", 15], ["Trainee", 10]],
  it: [["Software Engineer", 85], ["Trainee", 15]],
};

/** Share of women by what the team does (textile floors employ many women; maintenance few). */
const FEMALE_SHARE: Record<UnitKind, number> = {
  management: 0.3,
  production: 0.5,
  quality: 0.45,
  maintenance: 0.08,
  stores: 0.2,
  sales: 0.3,
  finance: 0.5,
  hr: 0.6,
  it: 0.35,
};

/**
 * A team of one department at one workspace, its share of the head-count and its smallest size (a manager and
 * three reports, which also gives Arjun at least five: Meera, the Pune sales manager and his own team).
 */
interface Unit {
  key: string;
  department: DepartmentKey;
  workspace: WorkspaceKey;
  kind: UnitKind;
  weight: number;
  min: number;
}

const UNITS: readonly Unit[] = [
  { key: "production-pune", department: "production-pune", workspace: "pune", kind: "production", weight: 0.27, min: 4 },
  { key: "quality-pune", department: "quality-pune", workspace: "pune", kind: "quality", weight: 0.05, min: 4 },
  { key: "maintenance-pune", department: "maintenance-pune", workspace: "pune", kind: "maintenance", weight: 0.05, min: 4 },
  { key: "stores-pune", department: "stores", workspace: "pune", kind: "stores", weight: 0.04, min: 4 },
  { key: "production-coimbatore", department: "production-coimbatore", workspace: "coimbatore", kind: "production", weight: 0.24, min: 4 },
  { key: "quality-coimbatore", department: "quality-coimbatore", workspace: "coimbatore", kind: "quality", weight: 0.04, min: 4 },
  { key: "maintenance-coimbatore", department: "maintenance-coimbatore", workspace: "coimbatore", kind: "maintenance", weight: 0.04, min: 4 },
  { key: "stores-coimbatore", department: "stores", workspace: "coimbatore", kind: "stores", weight: 0.03, min: 4 },
  { key: "sales-bengaluru", department: "sales", workspace: "bengaluru", kind: "sales", weight: 0.07, min: 4 },
  { key: "sales-pune", department: "sales", workspace: "pune", kind: "sales", weight: 0.02, min: 4 },
  { key: "finance-bengaluru", department: "finance", workspace: "bengaluru", kind: "finance", weight: 0.03, min: 4 },
  { key: "finance-pune", department: "finance", workspace: "pune", kind: "finance", weight: 0.02, min: 4 },
  { key: "hr-pune", department: "hr", workspace: "pune", kind: "hr", weight: 0.02, min: 4 },
  { key: "hr-bengaluru", department: "hr", workspace: "bengaluru", kind: "hr", weight: 0.01, min: 4 },
  { key: "hr-coimbatore", department: "hr", workspace: "coimbatore", kind: "hr", weight: 0.01, min: 4 },
  { key: "it-bengaluru", department: "it", workspace: "bengaluru", kind: "it", weight: 0.06, min: 4 },
];
const MANAGEMENT_UNIT: Unit = { key: "management", department: "management", workspace: "pune", kind: "management", weight: 0, min: 1 };

function unitByKey(key: string): Unit {
  const unit = UNITS.find((u) => u.key === key);
  if (!unit) throw new Error(`No unit ${key}`);
  return unit;
}

// ─── The four people a newcomer meets ──────────────────────────────────────────────────────────────────

interface NamedPerson {
  first: string;
  last: string;
  gender: Gender;
  group: LanguageGroup;
  mobile: string;
  usType: "A" | "H" | "E";
  age: number;
  yearsOfService: number;
}

const ANANYA: NamedPerson = { first: "Ananya", last: "Kulkarni", gender: "female", group: "marathi", mobile: "9800000001", usType: "A", age: 52, yearsOfService: 15 };
const ROHIT: NamedPerson = { first: "Rohit", last: "Deshmukh", gender: "male", group: "marathi", mobile: "9800000002", usType: "H", age: 41, yearsOfService: 9 };
const MEERA: NamedPerson = { first: "Meera", last: "Iyer", gender: "female", group: "tamil", mobile: "9800000003", usType: "E", age: 29, yearsOfService: 3 };
const ARJUN: NamedPerson = { first: "Arjun", last: "Nair", gender: "male", group: "malayali", mobile: "9800000004", usType: "E", age: 38, yearsOfService: 6 };
/**
 * Employees 1 to 4, in this order. Meera (3) reports to Arjun (4): the one manager listed after a report, so
 * a seed inserts everyone first and sets managers after (or inserts employee 4 before employee 3).
 */
const NAMED_ORDER: readonly NamedPerson[] = [ANANYA, ROHIT, MEERA, ARJUN];

/** Mobiles 9800000000–9800000099 are kept for demo sign-ins. */
const RESERVED_MOBILE_PREFIX = "98000000";

// ─── Names, home towns, banks ─────────────────────────────────────────────────────────────────────────

interface Town {
  name: string;
  state: string;
  pin: string;
}
interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  towns: readonly Town[];
}

const town = (name: string, state: string, pin: string): Town => ({ name, state, pin });

const NAMES: Record<LanguageGroup, NamePool> = {
  marathi: {
    male: ["Aniket", "Sachin", "Prasad", "Omkar", "Tushar", "Vishal", "Swapnil", "Nikhil", "Ganesh", "Mahesh", "Sandeep", "Amol", "Rohit", "Pratik", "Shubham", "Akshay", "Yogesh", "Sagar", "Chinmay", "Mangesh"],
    female: ["Snehal", "Pooja", "Rutuja", "Priyanka", "Shraddha", "Madhuri", "Ashwini", "Sayali", "Vaishali", "Manasi", "Gauri", "Aditi", "Sonali", "Pallavi", "Prajakta", "Tejaswini", "Ananya", "Mrunal"],
    surnames: ["Kulkarni", "Deshmukh", "Patil", "Joshi", "Jadhav", "Pawar", "Shinde", "Gaikwad", "Kale", "More", "Chavan", "Bhosale", "Deshpande", "Gokhale", "Apte", "Sawant", "Salunkhe", "Kadam", "Mane", "Wagh"],
    towns: [town("Satara", "Maharashtra", "415001"), town("Kolhapur", "Maharashtra", "416001"), town("Sangli", "Maharashtra", "416416"), town("Nashik", "Maharashtra", "422001"), town("Solapur", "Maharashtra", "413001"), town("Latur", "Maharashtra", "413512"), town("Ahilyanagar", "Maharashtra", "414001")],
  },
  kannada: {
    male: ["Manjunath", "Basavaraj", "Chandrashekar", "Raghavendra", "Shivakumar", "Puneeth", "Darshan", "Girish", "Prajwal", "Mallikarjun", "Nagaraj", "Santosh", "Vinay", "Sudeep"],
    female: ["Kavya", "Ramya", "Shwetha", "Chaitra", "Pavithra", "Rashmi", "Spoorthi", "Bhavya", "Sahana", "Nandini", "Anitha", "Shilpa", "Roopa", "Vidya"],
    surnames: ["Gowda", "Hegde", "Shetty", "Bhat", "Kamath", "Shenoy", "Murthy", "Acharya", "Hebbar", "Karanth", "Poojary", "Urs"],
    towns: [town("Mysuru", "Karnataka", "570001"), town("Hubballi", "Karnataka", "580020"), town("Mandya", "Karnataka", "571401"), town("Tumakuru", "Karnataka", "572101"), town("Davanagere", "Karnataka", "577001"), town("Shivamogga", "Karnataka", "577201")],
  },
  tamil: {
    male: ["Karthik", "Senthil", "Saravanan", "Vignesh", "Arun", "Dinesh", "Balaji", "Murali", "Ramesh", "Selvam", "Manikandan", "Gokul", "Tamilselvan", "Praveen", "Sathish"],
    female: ["Priya", "Divya", "Kavitha", "Lakshmi", "Revathi", "Gayathri", "Meenakshi", "Saranya", "Nithya", "Deepa", "Vidhya", "Sangeetha", "Janani", "Keerthana", "Malathi", "Selvi", "Meera"],
    surnames: ["Subramanian", "Ramasamy", "Krishnan", "Murugan", "Pandian", "Natarajan", "Sundaram", "Venkatesan", "Rajendran", "Palanisamy", "Shanmugam", "Arumugam", "Annamalai", "Iyer"],
    towns: [town("Madurai", "Tamil Nadu", "625001"), town("Salem", "Tamil Nadu", "636001"), town("Erode", "Tamil Nadu", "638001"), town("Tiruppur", "Tamil Nadu", "641601"), town("Tiruchirappalli", "Tamil Nadu", "620001"), town("Tirunelveli", "Tamil Nadu", "627001")],
  },
  malayali: {
    male: ["Anoop", "Vishnu", "Sreejith", "Jithin", "Midhun", "Akhil", "Sanju", "Abhilash", "Jobin", "Shyam", "Biju", "Arjun", "Nithin"],
    female: ["Anjali", "Reshma", "Lekshmi", "Aswathy", "Athira", "Sreelakshmi", "Neethu", "Jincy", "Anu", "Remya", "Sruthi", "Soumya"],
    surnames: ["Nair", "Menon", "Pillai", "Kurup", "Panicker", "Varghese", "Kurian", "Joseph", "Warrier", "Mathew", "Abraham", "Nambiar"],
    towns: [town("Thrissur", "Kerala", "680001"), town("Palakkad", "Kerala", "678001"), town("Kottayam", "Kerala", "686001"), town("Kozhikode", "Kerala", "673001"), town("Kollam", "Kerala", "691001")],
  },
  telugu: {
    male: ["Venkatesh", "Srinivas", "Naveen", "Chaitanya", "Harsha", "Praneeth", "Vamsi", "Kishore", "Suresh", "Sudheer", "Ravi"],
    female: ["Lavanya", "Sravani", "Swathi", "Anusha", "Haritha", "Sirisha", "Bhargavi", "Keerthi", "Sowmya", "Manasa"],
    surnames: ["Reddy", "Naidu", "Chowdary", "Varma", "Raju", "Sastry", "Goud", "Setty", "Kondapalli", "Bandaru"],
    towns: [town("Guntur", "Andhra Pradesh", "522001"), town("Vijayawada", "Andhra Pradesh", "520001"), town("Nellore", "Andhra Pradesh", "524001"), town("Kurnool", "Andhra Pradesh", "518001"), town("Warangal", "Telangana", "506002")],
  },
  bengali: {
    male: ["Arnab", "Sourav", "Debashis", "Abhijit", "Subhajit", "Anirban", "Partha", "Sayan", "Tanmoy", "Indranil"],
    female: ["Moumita", "Sudeshna", "Rituparna", "Payel", "Tanushree", "Sanchita", "Debjani", "Arpita", "Mitali", "Oindrila"],
    surnames: ["Banerjee", "Chatterjee", "Mukherjee", "Ghosh", "Bose", "Das", "Sen", "Dutta", "Roy", "Chakraborty", "Bhattacharya", "Saha"],
    towns: [town("Kolkata", "West Bengal", "700029"), town("Howrah", "West Bengal", "711101"), town("Durgapur", "West Bengal", "713201"), town("Siliguri", "West Bengal", "734001")],
  },
  punjabi: {
    male: ["Jaskaran", "Karanveer", "Tejinder", "Ravinder", "Gurdeep", "Varun", "Kunal", "Rajat", "Gaurav", "Ishaan"],
    female: ["Simran", "Harleen", "Gurleen", "Jasleen", "Prabhleen", "Sukhmani", "Ishita", "Mehak", "Tanvi"],
    surnames: ["Gill", "Sandhu", "Sidhu", "Grewal", "Dhillon", "Bajwa", "Arora", "Malhotra", "Kapoor", "Khanna", "Sethi", "Chadha"],
    towns: [town("Ludhiana", "Punjab", "141001"), town("Amritsar", "Punjab", "143001"), town("Jalandhar", "Punjab", "144001"), town("Patiala", "Punjab", "147001")],
  },
  gujarati: {
    male: ["Hardik", "Chirag", "Jignesh", "Nirav", "Parth", "Bhavesh", "Mitesh", "Ketan", "Dhaval", "Hiren", "Tejas"],
    female: ["Hetal", "Krupa", "Khushbu", "Dhara", "Foram", "Nidhi", "Bhumi", "Jinal", "Riddhi", "Komal", "Mansi"],
    surnames: ["Patel", "Shah", "Mehta", "Desai", "Parekh", "Modi", "Trivedi", "Pandya", "Bhatt", "Vyas", "Doshi", "Thakkar"],
    towns: [town("Ahmedabad", "Gujarat", "380009"), town("Surat", "Gujarat", "395003"), town("Vadodara", "Gujarat", "390001"), town("Rajkot", "Gujarat", "360001")],
  },
  hindi: {
    male: ["Amit", "Rajesh", "Vikas", "Saurabh", "Ankit", "Manoj", "Deepak", "Alok", "Ashish", "Rakesh", "Pankaj", "Vivek", "Anurag", "Abhishek"],
    female: ["Neha", "Shweta", "Ritu", "Sunita", "Kavita", "Nisha", "Swati", "Preeti", "Sakshi", "Ruchi", "Megha", "Pooja"],
    surnames: ["Sharma", "Verma", "Gupta", "Srivastava", "Mishra", "Tiwari", "Pandey", "Yadav", "Chauhan", "Saxena", "Agarwal", "Dubey", "Tripathi", "Jha"],
    towns: [town("Lucknow", "Uttar Pradesh", "226001"), town("Kanpur", "Uttar Pradesh", "208001"), town("Varanasi", "Uttar Pradesh", "221001"), town("Indore", "Madhya Pradesh", "452001"), town("Bhopal", "Madhya Pradesh", "462001"), town("Jaipur", "Rajasthan", "302001"), town("Patna", "Bihar", "800001")],
  },
};

/** Bank name and the length of its account numbers. */
const BANKS: Record<BankCode, { name: string; accountDigits: number }> = {
  SBIN: { name: "State Bank of India", accountDigits: 11 },
  HDFC: { name: "HDFC Bank", accountDigits: 14 },
  ICIC: { name: "ICICI Bank", accountDigits: 12 },
  UTIB: { name: "Axis Bank", accountDigits: 15 },
  KKBK: { name: "Kotak Mahindra Bank", accountDigits: 14 },
  CNRB: { name: "Canara Bank", accountDigits: 13 },
  MAHB: { name: "Bank of Maharashtra", accountDigits: 11 },
  IOBA: { name: "Indian Overseas Bank", accountDigits: 15 },
  KVBL: { name: "Karur Vysya Bank", accountDigits: 16 },
};

const PUNE_SOCIETIES = ["Shree Ganesh Apartments", "Sai Krupa Society", "Mangalmurti Residency", "Gulmohar Park", "Shivneri Heights", "Swami Samarth Nagar", "Anand Vihar", "Dnyaneshwar Park"];
const COIMBATORE_STREETS = ["Gandhi Street", "Kamaraj Road", "Nehru Nagar 2nd Street", "Bharathi Street", "Thiruvalluvar Street", "Periyar Nagar", "Vivekananda Road", "Sathy Road"];
const HOMETOWN_STREETS = ["Station Road", "Main Road", "Market Road", "Temple Street", "Gandhi Chowk", "Shivaji Nagar", "Subhash Road", "Old Bus Stand Road"];

// ─── The reporting tree ───────────────────────────────────────────────────────────────────────────────

const MAX_DEPTH = 6;
const MAX_SPAN = 15;
const TARGET_SPAN = 10;
/** Above this size a team at one workspace gets more than one manager. */
const LARGE_UNIT = 1200;

/** A position in the firm, before anyone fills it. */
interface Slot {
  unit: Unit;
  /** Fixed for heads and the named four; set from the tree's shape for leads and by team for members. */
  designation: Designation | null;
  role: "fixed" | "unit-lead" | "lead" | "member";
  parent: Slot | null;
  children: Slot[];
  named: NamedPerson | null;
  /** Position in the employee list, set once the tree is complete. */
  index: number;
}

function addSlot(parent: Slot | null, unit: Unit, role: Slot["role"], designation: Designation | null, named: NamedPerson | null = null): Slot {
  const slot: Slot = { unit, designation, role, parent, children: [], named, index: -1 };
  parent?.children.push(slot);
  return slot;
}

/** How many people fit below someone with `levels` levels under them. */
function capacityBelow(levels: number): number {
  return levels <= 0 ? 0 : MAX_SPAN * (1 + capacityBelow(levels - 1));
}

/** `total` split into `parts` sizes that differ by at most one. */
function evenSplit(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/**
 * Places `count` people of `unit` below `parent` using at most `levels` levels: a flat team when it fits,
 * otherwise leads with about ten reports each, never more than `maxSpan` under anyone.
 */
function planTeam(rng: Random, parent: Slot, unit: Unit, count: number, levels: number, maxSpan = MAX_SPAN): void {
  if (count <= 0) return;
  if (count <= maxSpan) {
    for (let i = 0; i < count; i++) addSlot(parent, unit, "member", rng.weighted(MEMBER_DESIGNATIONS[unit.kind]));
    return;
  }
  const perLead = 1 + capacityBelow(levels - 1);
  const leads = Math.min(maxSpan, Math.max(3, Math.ceil(count / (TARGET_SPAN + 1)), Math.ceil(count / perLead)));
  if (levels <= 1 || leads * perLead < count) throw new RangeError(`${count} people do not fit in ${levels} levels`);
  for (const size of evenSplit(count, leads)) {
    const lead = addSlot(parent, unit, "lead", null);
    planTeam(rng, lead, unit, size - 1, levels - 1);
  }
}

/** Head-count of each unit: its share of `total`, at least its minimum, adding up to `total` exactly. */
function allocate(total: number): Map<Unit, number> {
  const sizes = new Map(UNITS.map((u) => [u, Math.max(u.min, Math.floor(total * u.weight))]));
  let diff = total - [...sizes.values()].reduce((a, b) => a + b, 0);
  const byWeight = [...UNITS].sort((a, b) => b.weight - a.weight);
  for (let i = 0; diff > 0; i++, diff--) {
    const unit = byWeight[i % byWeight.length] as Unit;
    sizes.set(unit, (sizes.get(unit) ?? 0) + 1);
  }
  while (diff < 0) {
    const roomiest = byWeight.reduce((best, u) => ((sizes.get(u) ?? 0) - u.min > (sizes.get(best) ?? 0) - best.min ? u : best));
    sizes.set(roomiest, (sizes.get(roomiest) ?? 0) - 1);
    diff++;
  }
  return sizes;
}

/** One who reports to the MD: their own team (`home`) sits directly below them; other units get a manager each. */
interface HeadSpec {
  designation: Designation;
  unit: string;
  named: NamedPerson | null;
  home: string | null;
  subUnits: readonly string[];
  fixedReports: readonly { named: NamedPerson; designation: Designation }[];
}

const HEADS: readonly HeadSpec[] = [
  { designation: "HR Manager", unit: "hr-pune", named: ROHIT, home: "hr-pune", subUnits: ["hr-bengaluru", "hr-coimbatore"], fixedReports: [] },
  { designation: "Manager", unit: "sales-bengaluru", named: ARJUN, home: "sales-bengaluru", subUnits: ["sales-pune"], fixedReports: [{ named: MEERA, designation: "Executive" }] },
  { designation: "Plant Head", unit: "production-pune", named: null, home: null, subUnits: ["production-pune", "quality-pune", "maintenance-pune", "stores-pune"], fixedReports: [] },
  { designation: "Plant Head", unit: "production-coimbatore", named: null, home: null, subUnits: ["production-coimbatore", "quality-coimbatore", "maintenance-coimbatore", "stores-coimbatore"], fixedReports: [] },
  { designation: "General Manager", unit: "finance-bengaluru", named: null, home: "finance-bengaluru", subUnits: ["finance-pune", "it-bengaluru"], fixedReports: [] },
];

/** People fixed by the shape: the MD, the heads and Meera. */
const FIXED_PEOPLE = 1 + HEADS.length + HEADS.reduce((n, h) => n + h.fixedReports.length, 0);

function buildHead(rng: Random, root: Slot, spec: HeadSpec, sizes: Map<Unit, number>): void {
  const head = addSlot(root, unitByKey(spec.unit), "fixed", spec.designation, spec.named);
  for (const report of spec.fixedReports) addSlot(head, head.unit, "fixed", report.designation, report.named);
  const levelsBelowLead = MAX_DEPTH - 3;
  for (const key of spec.subUnits) {
    const unit = unitByKey(key);
    const size = sizes.get(unit) ?? 0;
    const managers = Math.max(1, Math.ceil(size / (1 + capacityBelow(levelsBelowLead))), Math.ceil(size / LARGE_UNIT));
    for (const share of evenSplit(size, managers)) {
      const lead = addSlot(head, unit, "unit-lead", "Manager");
      planTeam(rng, lead, unit, share - 1, levelsBelowLead);
    }
  }
  if (spec.home) {
    const home = unitByKey(spec.home);
    planTeam(rng, head, home, sizes.get(home) ?? 0, MAX_DEPTH - 2, MAX_SPAN - head.children.length);
  }
  if (head.children.length > MAX_SPAN) throw new RangeError(`Too many people for a ${MAX_DEPTH}-level firm`);
}

function height(slot: Slot): number {
  return slot.children.reduce((h, child) => Math.max(h, 1 + height(child)), 0);
}

/** On the floor: Supervisor, Assistant Manager, Manager as the levels below grow; in offices: Assistant Manager, Manager. */
function leadDesignation(levelsBelow: number, floor: boolean): Designation {
  if (levelsBelow >= 3) return "Manager";
  if (levelsBelow === 2) return floor ? "Assistant Manager" : "Manager";
  return floor ? "Supervisor" : "Assistant Manager";
}

/** Leads are named by how many levels they look after. */
function nameLeads(slot: Slot): void {
  if (slot.role === "lead") {
    slot.designation = leadDesignation(height(slot), FLOOR_KINDS.has(slot.unit.kind));
  }
  for (const child of slot.children) nameLeads(child);
}

/** The named four first (as employees 1–4), then everyone else breadth-first, so managers come before their teams (bar Meera). */
function orderSlots(root: Slot): Slot[] {
  const breadthFirst: Slot[] = [root];
  for (let i = 0; i < breadthFirst.length; i++) breadthFirst.push(...(breadthFirst[i] as Slot).children);
  const named = NAMED_ORDER.map((person) => breadthFirst.find((s) => s.named === person) as Slot);
  const ordered = [...named, ...breadthFirst.filter((s) => s.named === null)];
  ordered.forEach((slot, index) => {
    slot.index = index;
  });
  return ordered;
}

function buildTree(rng: Random, count: number): Slot[] {
  const root = addSlot(null, MANAGEMENT_UNIT, "fixed", "Managing Director", ANANYA);
  const sizes = allocate(count - FIXED_PEOPLE);
  for (const spec of HEADS) buildHead(rng, root, spec, sizes);
  nameLeads(root);
  return orderSlots(root);
}

// ─── Who gets a dashboard-worthy date ─────────────────────────────────────────────────────────────────

/** How someone's joining date is chosen. */
type JoinPlan =
  | { kind: "any" }
  | { kind: "recent"; monthsBack: number }
  | { kind: "probation-due"; daysAhead: number }
  | { kind: "anniversary"; daysAhead: number };

interface Plans {
  join: Map<Slot, JoinPlan>;
  birthdayIn: Map<Slot, number>;
}

/**
 * Picks team members to join in each of the last six months, to finish probation within the month, and to
 * celebrate a work anniversary or birthday in the next fortnight, so every dashboard card has something to show.
 */
function planDates(rng: Random, slots: readonly Slot[], count: number): Plans {
  const members = rng.shuffle(slots.filter((s) => s.role === "member" && s.named === null));
  const join = new Map<Slot, JoinPlan>();
  const recent = Math.max(12, Math.round(count * 0.08));
  const probationDue = Math.max(3, Math.round(count * 0.01));
  const anniversaries = Math.max(4, Math.round(count * 0.015));
  let next = 0;
  for (let i = 0; i < recent && next < members.length; i++) join.set(members[next++] as Slot, { kind: "recent", monthsBack: i % 6 });
  const seasoned = members.slice(next).filter((s) => s.designation !== "Trainee");
  for (let i = 0; i < probationDue && i < seasoned.length; i++) join.set(seasoned[i] as Slot, { kind: "probation-due", daysAhead: 1 + ((i * 7) % 25) });
  for (let i = probationDue; i < probationDue + anniversaries && i < seasoned.length; i++) {
    join.set(seasoned[i] as Slot, { kind: "anniversary", daysAhead: 1 + ((i * 5) % 14) });
  }

  const birthdayIn = new Map<Slot, number>();
  const everyone = rng.shuffle(slots.filter((s) => s.named === null));
  const birthdays = Math.max(4, Math.round(count * 0.015));
  for (let i = 0; i < birthdays && i < everyone.length; i++) birthdayIn.set(everyone[i] as Slot, 1 + ((i * 3) % 14));
  return { join, birthdayIn };
}

// ─── One person ───────────────────────────────────────────────────────────────────────────────────────

/** Numbers and addresses already handed out, so none is given twice. */
interface Registry {
  mobiles: Set<string>;
  workEmails: Set<string>;
  personalEmails: Set<string>;
  ids: Set<string>;
  branches: Map<string, readonly string[]>;
}

interface Context {
  rng: Random;
  today: string;
  registry: Registry;
}

/** Draws from `make` until it gives a value not yet handed out (`null` means "draw again"). */
function uniqueValue(registry: Set<string>, make: () => string | null): string {
  for (;;) {
    const value = make();
    if (value !== null && !registry.has(value)) {
      registry.add(value);
      return value;
    }
  }
}

function mobileNumber(ctx: Context): string {
  return uniqueValue(ctx.registry.mobiles, () => {
    const mobile = String(ctx.rng.weighted([[9, 50], [8, 22], [7, 18], [6, 10]])) + ctx.rng.digits(9);
    return mobile.startsWith(RESERVED_MOBILE_PREFIX) ? null : mobile;
  });
}

/** A unique email: `local@domain`, then `local2@domain`, `local3@domain`… */
function uniqueEmail(registry: Set<string>, local: string, domain: string): string {
  for (let n = 1; ; n++) {
    const email = `${local}${n === 1 ? "" : n}@${domain}`;
    if (!registry.has(email)) {
      registry.add(email);
      return email;
    }
  }
}

function claim(registry: Set<string>, value: string): string {
  registry.add(value);
  return value;
}

const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

function personalEmail(ctx: Context, first: string, last: string, dateOfBirth: string): string | null {
  if (!ctx.rng.chance(0.85)) return null;
  const [f, l] = [emailPart(first), emailPart(last)];
  const local = ctx.rng.pick([`${f}.${l}${dateOfBirth.slice(2, 4)}`, `${f}${l}`, `${f}.${l.slice(0, 1)}${ctx.rng.int(1, 999)}`, `${l}.${f}`]);
  return uniqueEmail(ctx.registry.personalEmails, local, "example.in");
}

function pickName(rng: Random, group: LanguageGroup, gender: Gender): string {
  const pool = NAMES[group];
  const list = gender === "female" ? pool.female : gender === "male" ? pool.male : rng.chance(0.5) ? pool.female : pool.male;
  return rng.pick(list);
}

function genderFor(rng: Random, designation: Designation, kind: UnitKind): Gender {
  if (rng.chance(0.004)) return "other";
  const share = FEMALE_SHARE[kind] * (SENIOR.has(designation) ? 0.5 : 1);
  return rng.chance(share) ? "female" : "male";
}

/** PAN of an individual: three letters, P, the surname's initial, four digits (not 0000), a letter. */
function panFor(ctx: Context, last: string): string {
  return uniqueValue(ctx.registry.ids, () => `${ctx.rng.letters(3)}P${last[0]?.toUpperCase() ?? "X"}${String(ctx.rng.int(1, 9999)).padStart(4, "0")}${ctx.rng.letters(1)}`);
}

/** Aadhaar: 12 digits, first 2–9, Verhoeff check digit last, never a palindrome. */
function aadhaarNumber(ctx: Context): string {
  return uniqueValue(ctx.registry.ids, () => {
    const body = String(ctx.rng.int(2, 9)) + ctx.rng.digits(10);
    const number = body + verhoeffCheckDigit(body);
    return number === [...number].reverse().join("") ? null : number;
  });
}

function bankFor(ctx: Context, workspace: WorkspaceSpec): { bankAccount: string; bankIfsc: string; bankName: string } {
  const code = ctx.rng.weighted(workspace.banks);
  const bank = BANKS[code];
  const branchKey = `${code}:${workspace.key}`;
  let branches = ctx.registry.branches.get(branchKey);
  if (!branches) {
    branches = Array.from({ length: 3 }, () => ctx.rng.digits(6));
    ctx.registry.branches.set(branchKey, branches);
  }
  const bankAccount = uniqueValue(ctx.registry.ids, () => String(ctx.rng.int(1, 9)) + ctx.rng.digits(bank.accountDigits - 1));
  return { bankAccount, bankIfsc: `${code}0${ctx.rng.pick(branches)}`, bankName: bank.name };
}

const ORDINAL_SUFFIX = ["th", "st", "nd", "rd"];
const ordinal = (n: number) => `${n}${(n % 100 >= 11 && n % 100 <= 13 ? "th" : ORDINAL_SUFFIX[n % 10]) ?? "th"}`;

function cityAddress(rng: Random, workspace: WorkspaceSpec): string {
  const [locality, pin] = rng.pick(workspace.localities);
  const tail = `${locality}, ${workspace.city}, ${workspace.stateName} ${pin}`;
  switch (workspace.key) {
    case "pune":
      return `Flat ${rng.int(1, 12)}0${rng.int(1, 4)}, ${rng.pick(PUNE_SOCIETIES)}, ${tail}`;
    case "bengaluru":
      return `No. ${rng.int(1, 250)}, ${ordinal(rng.int(1, 14))} Cross, ${ordinal(rng.int(1, 8))} Main, ${tail}`;
    case "coimbatore":
      return `${rng.int(1, 120)}/${rng.int(1, 12)}, ${rng.pick(COIMBATORE_STREETS)}, ${tail}`;
  }
}

function hometownAddress(rng: Random, group: LanguageGroup): string {
  const place = rng.pick(NAMES[group].towns);
  return `House No. ${rng.int(1, 400)}, ${rng.pick(HOMETOWN_STREETS)}, ${place.name}, ${place.state} ${place.pin}`;
}

/** Splits 100% among `count` nominees in whole percents. */
function shares(count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.floor(100 / count) + (i < 100 % count ? 1 : 0));
}

interface PersonBasics {
  first: string;
  last: string;
  gender: Gender;
  group: LanguageGroup;
  age: number;
}

/** A household of 0–4: spouse and children, parents or a sibling; nominee shares total 0 or 100. */
function familyFor(ctx: Context, person: PersonBasics): FamilyMember[] {
  const { rng, today } = ctx;
  const taken = new Set([person.first]);
  const member = (gender: "female" | "male", relation: FamilyMember["relation"], age: number | null): FamilyMember => {
    let first = pickName(rng, person.group, gender);
    for (let tries = 0; taken.has(first) && tries < 10; tries++) first = pickName(rng, person.group, gender);
    taken.add(first);
    return { name: `${first} ${person.last}`, relation, date_of_birth: age === null ? null : birthDateFor(rng, today, age), nominee_percent: 0 };
  };
  const family: FamilyMember[] = [];
  const marriedChance = person.age < 24 ? 0.05 : person.age < 28 ? 0.4 : person.age < 33 ? 0.75 : 0.92;
  const married = person.gender !== "other" && rng.chance(marriedChance);
  if (married) {
    const spouseAge = Math.max(19, person.age + (person.gender === "male" ? -rng.int(1, 5) : rng.int(1, 6)));
    family.push(member(person.gender === "male" ? "female" : "male", "spouse", spouseAge));
    const children = person.age >= 26 ? rng.weighted([[0, 25], [1, 40], [2, 35]] as const) : 0;
    for (let i = 0; i < children; i++) {
      const son = rng.chance(0.5);
      family.push(member(son ? "male" : "female", son ? "son" : "daughter", rng.int(Math.max(0, person.age - 42), Math.min(30, person.age - 24))));
    }
  }
  if (person.age < 45 && rng.chance(0.6)) family.push(member("male", "father", rng.chance(0.7) ? person.age + rng.int(24, 34) : null));
  if (person.age < 45 && rng.chance(0.7)) family.push(member("female", "mother", rng.chance(0.7) ? person.age + rng.int(20, 30) : null));
  if (!married && person.age < 30 && rng.chance(0.4)) {
    const brother = rng.chance(0.5);
    family.push(member(brother ? "male" : "female", brother ? "brother" : "sister", Math.max(19, person.age + rng.int(-5, 5))));
  }
  const household = family.slice(0, 4);
  nominate(rng, household);
  return household;
}

/** Most people name nominees: the spouse (and children), else the parents, else whoever is listed. */
function nominate(rng: Random, family: FamilyMember[]): void {
  if (family.length === 0 || rng.chance(0.2)) return;
  const spouse = family.filter((m) => m.relation === "spouse");
  const children = family.filter((m) => m.relation === "son" || m.relation === "daughter");
  const parents = family.filter((m) => m.relation === "father" || m.relation === "mother");
  const nominees = spouse.length > 0 ? (rng.chance(0.5) ? spouse : [...spouse, ...children]) : parents.length > 0 ? parents : family;
  shares(nominees.length).forEach((share, i) => {
    (nominees[i] as FamilyMember).nominee_percent = share;
  });
}

const EMERGENCY_ORDER: readonly FamilyMember["relation"][] = ["spouse", "father", "mother", "brother", "sister", "son", "daughter", "other"];

function emergencyContact(ctx: Context, person: PersonBasics, family: readonly FamilyMember[]) {
  const ranked = [...family].sort((a, b) => EMERGENCY_ORDER.indexOf(a.relation) - EMERGENCY_ORDER.indexOf(b.relation));
  const first = ranked[0];
  if (first) {
    const relation = first.relation.charAt(0).toUpperCase() + first.relation.slice(1);
    return { emergencyName: first.name, emergencyRelation: relation, emergencyMobile: mobileNumber(ctx) };
  }
  if (ctx.rng.chance(0.5)) return { emergencyName: null, emergencyRelation: null, emergencyMobile: null };
  const friendGender = ctx.rng.chance(0.5) ? "female" : "male";
  const friend = `${pickName(ctx.rng, person.group, friendGender)} ${ctx.rng.pick(NAMES[person.group].surnames)}`;
  return { emergencyName: friend, emergencyRelation: "Friend", emergencyMobile: mobileNumber(ctx) };
}

/** Age, with birthdays planned for the next fortnight kept inside 19–60 today. */
function dateOfBirthFor(ctx: Context, age: number, birthdayIn: number | undefined): string {
  if (birthdayIn === undefined) return birthDateFor(ctx.rng, ctx.today, age);
  const birthday = upcomingDay(ctx.today, birthdayIn);
  // Turning `age` on a birthday still to come means being age − 1 today; keep today's age at 19 or more.
  return addYears(birthday, -Math.max(age, 20));
}

/** A joining date: adult at joining, within the firm's 15 years, and fitting the plan. */
function joiningDateFor(ctx: Context, designation: Designation, dateOfBirth: string, age: number, plan: JoinPlan): string {
  const { rng, today } = ctx;
  const graduate = !WAGE_WORKERS.has(designation) && designation !== "Supervisor";
  const earliest = laterOf(addYears(today, -15), addYears(dateOfBirth, graduate ? 21 : 18));
  switch (plan.kind) {
    case "recent": {
      const [first, last] = monthBounds(today, plan.monthsBack);
      return dayBetween(rng, laterOf(first, earliest), earlierOf(last, today));
    }
    case "probation-due":
      return addDays(addMonths(today, -6), plan.daysAhead);
    case "anniversary": {
      const years = Math.max(1, Math.min(14, age - (graduate ? 21 : 18)));
      return addYears(upcomingDay(today, plan.daysAhead), -rng.int(1, years));
    }
    case "any": {
      if (designation === "Trainee") return dayBetween(rng, laterOf(earliest, addDays(today, -365)), today);
      const latest = addDays(today, SENIOR.has(designation) ? -3 * 365 : -200);
      return dayBetween(rng, earliest, laterOf(earliest, latest));
    }
  }
}

/** Employment type, probation end and confirmation date from the role and how long ago someone joined. */
function employmentFor(ctx: Context, slot: Slot, designation: Designation, joiningDate: string, plan: JoinPlan | undefined) {
  const { rng, today } = ctx;
  const floor = FLOOR_KINDS.has(slot.unit.kind);
  let type: EmploymentType = "permanent";
  if (plan?.kind === "probation-due") return { employmentType: "probation" as const, probationEnd: addMonths(joiningDate, 6), confirmationDate: null };
  if (designation === "Trainee") type = floor ? "apprentice" : "intern";
  else if (designation === "Operator" && rng.chance(0.12)) type = "contract";
  else if (designation === "Technician" && rng.chance(0.08)) type = "contract";
  else if (slot.unit.kind === "it" && designation === "Software Engineer" && rng.chance(0.04)) type = "consultant";
  if (type !== "permanent") return { employmentType: type, probationEnd: null, confirmationDate: null };

  const probationEnd = addMonths(joiningDate, 6);
  if (probationEnd > today) {
    const onProbation = slot.named === null && rng.chance(0.7);
    return { employmentType: onProbation ? ("probation" as const) : type, probationEnd, confirmationDate: null };
  }
  return { employmentType: type, probationEnd, confirmationDate: probationEnd };
}

/** 5% of people have some statutory or bank details not yet given. */
function withGaps<T extends Pick<DemoEmployee, "pan" | "aadhaar" | "uan" | "esiNumber" | "bankAccount" | "bankIfsc" | "bankName">>(rng: Random, ids: T): T {
  if (!rng.chance(0.05)) return ids;
  const gaps = rng.shuffle(["pan", "aadhaar", "bank", ...(ids.uan ? ["uan"] : []), ...(ids.esiNumber ? ["esi"] : [])]).slice(0, rng.int(1, 2));
  const result = { ...ids };
  for (const gap of gaps) {
    if (gap === "pan") result.pan = null;
    if (gap === "aadhaar") result.aadhaar = null;
    if (gap === "uan") result.uan = null;
    if (gap === "esi") result.esiNumber = null;
    if (gap === "bank") Object.assign(result, { bankAccount: null, bankIfsc: null, bankName: null });
  }
  return result;
}

/** PAN, Aadhaar, UAN (PF members), ESI number (ESI members) and a salary account at a bank near the workspace. */
function statutoryFor(ctx: Context, last: string, workspace: WorkspaceSpec, pfApplicable: boolean, esiApplicable: boolean) {
  return {
    pan: panFor(ctx, last),
    aadhaar: aadhaarNumber(ctx),
    uan: pfApplicable ? uniqueValue(ctx.registry.ids, () => `10${ctx.rng.digits(10)}`) : null,
    esiNumber: esiApplicable ? uniqueValue(ctx.registry.ids, () => String(ctx.rng.int(1, 9)) + ctx.rng.digits(9)) : null,
    ...bankFor(ctx, workspace),
  };
}

interface Ids {
  employee: (n: number) => string;
  workspace: Map<WorkspaceKey, string>;
  department: Map<DepartmentKey, string>;
  designation: Map<Designation, string>;
}

function makePerson(ctx: Context, ids: Ids, slot: Slot, plans: Plans, codeOf: (index: number) => string): DemoEmployee {
  const { rng } = ctx;
  const designation = slot.designation as Designation;
  const workspace = WORKSPACES.find((w) => w.key === slot.unit.workspace) as WorkspaceSpec;
  const named = slot.named;
  const group = named?.group ?? rng.weighted(workspace.languages);
  const gender = named?.gender ?? genderFor(rng, designation, slot.unit.kind);
  const first = named?.first ?? pickName(rng, group, gender);
  const last = named?.last ?? rng.pick(NAMES[group].surnames);
  const [minAge, maxAge] = AGE_RANGE[designation];
  const age = named?.age ?? rng.int(minAge, maxAge);
  const basics: PersonBasics = { first, last, gender, group, age };

  const dateOfBirth = dateOfBirthFor(ctx, age, plans.birthdayIn.get(slot));
  const plan = plans.join.get(slot);
  const joiningDate = named ? addDays(addYears(ctx.today, -named.yearsOfService), 11 * slot.index + 3) : joiningDateFor(ctx, designation, dateOfBirth, age, plan ?? { kind: "any" });
  const floorWorker = WAGE_WORKERS.has(designation) && (designation !== "Trainee" || FLOOR_KINDS.has(slot.unit.kind));
  const esiApplicable = WAGE_WORKERS.has(designation);
  const employment = employmentFor(ctx, slot, designation, joiningDate, plan);
  const pfApplicable = designation !== "Managing Director" && !["intern", "consultant", "apprentice"].includes(employment.employmentType);
  const family = familyFor(ctx, basics);
  const addressCurrent = cityAddress(rng, workspace);
  const statutory = statutoryFor(ctx, last, workspace, pfApplicable, esiApplicable);

  return {
    id: ids.employee(slot.index + 1),
    code: codeOf(slot.index),
    name: `${first} ${last}`,
    mobile: named ? claim(ctx.registry.mobiles, named.mobile) : mobileNumber(ctx),
    usType: named?.usType ?? null,
    workEmail: floorWorker ? null : uniqueEmail(ctx.registry.workEmails, `${emailPart(first)}.${emailPart(last)}`, "sahyadritextiles.example"),
    personalEmail: personalEmail(ctx, first, last, dateOfBirth),
    gender,
    dateOfBirth,
    joiningDate,
    ...employment,
    status: "active",
    workspaceId: ids.workspace.get(workspace.key) as string,
    departmentId: ids.department.get(slot.unit.department) as string,
    designationId: ids.designation.get(designation) as string,
    grade: GRADE.get(designation) as string,
    managerId: slot.parent ? ids.employee(slot.parent.index + 1) : null,
    ...(named ? statutory : withGaps(rng, statutory)),
    pfApplicable,
    esiApplicable,
    family,
    addressCurrent,
    addressPermanent: rng.chance(0.55) ? addressCurrent : hometownAddress(rng, group),
    ...emergencyContact(ctx, basics, family),
    resignationDate: null,
    lastWorkingDay: null,
    exitReason: null,
  };
}

// ─── Leavers ──────────────────────────────────────────────────────────────────────────────────────────

function noticeDays(designation: Designation): number {
  return WAGE_WORKERS.has(designation) ? 30 : 60;
}

/** About 3% are serving notice: resigned in the last 30 days, leaving within the next 60. */
function serveNotice(ctx: Context, employee: DemoEmployee, designation: Designation): void {
  const resignationDate = addDays(ctx.today, -ctx.rng.int(0, 29));
  const due = addDays(resignationDate, noticeDays(designation));
  Object.assign(employee, {
    status: "on_notice",
    resignationDate,
    lastWorkingDay: earlierOf(laterOf(due, addDays(ctx.today, 1)), addDays(ctx.today, 60)),
    exitReason: "resigned",
  });
}

/** About 4% have left: most within the last six months (one or more each month), a few up to 15 months ago. */
function recordExit(ctx: Context, employee: DemoEmployee, designation: Designation, nth: number, age: number): void {
  const { rng, today } = ctx;
  let monthsBack = nth % 8 < 6 ? nth % 8 : rng.int(6, 14);
  if (monthsBack === 0 && today.endsWith("-01")) monthsBack = 1;
  const [first, last] = monthBounds(today, monthsBack);
  const lastWorkingDay = dayBetween(rng, first, earlierOf(last, addDays(today, -1)));
  const exitReason =
    employee.employmentType === "contract"
      ? "contract_ended"
      : age >= 58
        ? "retired"
        : rng.weighted([["resigned", 85], ["terminated", 8], [designation === "Operator" ? "absconded" : "resigned", 7]] as const);
  Object.assign(employee, {
    status: "exited",
    resignationDate: addDays(lastWorkingDay, -noticeDays(designation)),
    lastWorkingDay,
    exitReason,
  });
}

/** Leavers come from the bottom of the tree (no one reports to them) and from people who have been around a while. */
function markLeavers(ctx: Context, slots: readonly Slot[], employees: DemoEmployee[], plans: Plans, count: number): void {
  const candidates = ctx.rng.shuffle(
    slots.filter((s) => s.role === "member" && s.named === null && !plans.join.has(s) && !plans.birthdayIn.has(s)),
  );
  const noticeCutoff = addDays(ctx.today, -365);
  const exitCutoff = addDays(ctx.today, -600);
  const taken = new Set<Slot>();
  const take = (wanted: number, cutoff: string) => {
    const chosen = candidates.filter((s) => !taken.has(s) && (employees[s.index] as DemoEmployee).joiningDate <= cutoff).slice(0, wanted);
    for (const s of chosen) taken.add(s);
    return chosen;
  };
  for (const slot of take(Math.max(2, Math.round(count * 0.03)), noticeCutoff)) {
    serveNotice(ctx, employees[slot.index] as DemoEmployee, slot.designation as Designation);
  }
  take(Math.max(3, Math.round(count * 0.04)), exitCutoff).forEach((slot, nth) => {
    const employee = employees[slot.index] as DemoEmployee;
    recordExit(ctx, employee, slot.designation as Designation, nth, wholeYears(employee.dateOfBirth, ctx.today));
  });
}

// ─── The generator ────────────────────────────────────────────────────────────────────────────────────

/** The demo firm's workspaces, departments, designations and `count` employees, deterministically. */
export function demoPeople(opts: DemoPeopleOptions): DemoPeople {
  const { count, today } = opts;
  if (!Number.isInteger(count) || count < DEMO_MIN_COUNT || count > DEMO_MAX_COUNT) {
    throw new RangeError(`count must be a whole number from ${DEMO_MIN_COUNT} to ${DEMO_MAX_COUNT}, not ${count}`);
  }
  if (!isRealDay(today)) throw new RangeError(`today must be a yyyy-mm-dd date, not ${today}`);
  const idFor = opts.idFor ?? demoId;
  const rng = new Random(opts.seed ?? 20_260_101);

  const workspaces: DemoWorkspace[] = WORKSPACES.map((w, i) => ({
    id: idFor("workspace", i + 1),
    name: w.name,
    address: w.address,
    city: w.city,
    state: w.state,
    pincode: w.pincode,
    latitude: w.latitude,
    longitude: w.longitude,
    radiusM: w.radiusM,
    weeklyOffs: w.weeklyOffs.map((off) => ({ weekday: off.weekday, weeks: off.weeks === "all" ? "all" : [...off.weeks] })),
  }));
  const workspaceIds = new Map(WORKSPACES.map((w, i) => [w.key, (workspaces[i] as DemoWorkspace).id]));
  const departments: DemoDepartment[] = DEPARTMENTS.map((d, i) => ({
    id: idFor("department", i + 1),
    name: d.name,
    workspaceId: d.workspace === null ? null : (workspaceIds.get(d.workspace) ?? null),
  }));
  const designations: DemoDesignation[] = DESIGNATIONS.map(([name], i) => ({ id: idFor("designation", i + 1), name }));

  const ids: Ids = {
    employee: (n) => idFor("employee", n),
    workspace: workspaceIds,
    department: new Map(DEPARTMENTS.map((d, i) => [d.key, (departments[i] as DemoDepartment).id])),
    designation: new Map(DESIGNATIONS.map(([name], i) => [name, (designations[i] as DemoDesignation).id])),
  };

  const slots = buildTree(rng, count);
  const plans = planDates(rng, slots, count);
  const registry: Registry = { mobiles: new Set(), workEmails: new Set(), personalEmails: new Set(), ids: new Set(), branches: new Map() };
  const ctx: Context = { rng, today, registry };
  const codeOf = (index: number) => `EMP${String(index + 1).padStart(4, "0")}`;
  const employees = slots.map((slot) => makePerson(ctx, ids, slot, plans, codeOf));
  markLeavers(ctx, slots, employees, plans, count);
  return { workspaces, departments, designations, employees };
}
