/**
 * Demo data of the reading programme (seed 001): schools, classes, teachers, directors, pupils and
 * reading clubs.
 *
 * The well-known demo school, the same in every data set (tests and the README use it):
 *   school id '0000000001' (Basisschool De Leesboom), class '3A', pupil 'Lotte' with password 'Lezen123!';
 *   in the same class 'Noor' (password 'Leesclub123!') is club president of 'Leesclub De Boekenwurmen';
 *   teacher of 3A: sofie.claes@deleesboom.example, director: directie@deleesboom.example
 *   (passwords 'Leerkracht123!' and 'Directie123!').
 * Lotte has reading progress in the first two books of 3A's reading list; Sofie Claes created the first
 * club.
 *
 * The well-known Dutch school: school id '11AA11' (OBS De Regenboog), class '5A' with a reading list, pupil
 * 'Sem' with password 'Lezen123!', teacher anouk.visser@deregenboog.example ('Leerkracht123!').
 * Other teachers use 'Leerkracht123!'; other pupils have generated passwords (in classreading.json).
 * School ids and school codes are drawn from one set, so a code never equals an id.
 */
import { Faker, base, en, nl, nl_BE } from '@faker-js/faker';
import type {
  ClassreadingDemoData,
  DemoClass,
  DemoClub,
  DemoPupil,
  DemoSchool,
  DemoTeacher,
  DemoTracking,
} from '@shop/contracts';
import { isoDay, yearOf } from './dates';
import { Random } from './random';
import type { ShowcaseProduct } from './summary';
import { slugify } from '@shop/routes';
import { ADJECTIVES, ANIMALS } from './words';

export const DEMO_SCHOOL = {
  schoolId: '0000000001',
  name: 'Basisschool De Leesboom',
  className: '3A',
  pupil: 'Lotte',
  password: 'Lezen123!',
  clubPresident: 'Noor',
  clubPresidentPassword: 'Leesclub123!',
  teacherEmail: 'sofie.claes@deleesboom.example',
  directorEmail: 'directie@deleesboom.example',
} as const;
/** The well-known school in the Netherlands (seed 001 §5: the Dutch school id format 11AA11). */
export const DEMO_SCHOOL_NL = {
  schoolId: '11AA11',
  name: 'OBS De Regenboog',
  className: '5A',
  pupil: 'Sem',
  password: 'Lezen123!',
  teacherEmail: 'anouk.visser@deregenboog.example',
} as const;
export const DEMO_TEACHER_PASSWORD = 'Leerkracht123!';
export const DEMO_DIRECTOR_PASSWORD = 'Directie123!';

/** seed 001 §3: grades 1 to 13 plus kindergarten levels 1 to 4. */
export const GRADES = [
  'K1',
  'K2',
  'K3',
  'K4',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
] as const;

const DEMO_CLASS_PUPILS = [
  'Lotte',
  'Noor',
  'Daan',
  'Mats',
  'Fien',
  'Wout',
  'Saar',
  'Jules',
  'Mila',
  'Finn',
  'Roos',
  'Tuur',
  'Ella',
  'Lars',
];

interface SchoolPlan {
  country: 'BE' | 'NL';
  /** One of the two well-known schools, whose names and people are fixed. */
  demo?: typeof DEMO_SCHOOL | typeof DEMO_SCHOOL_NL;
  name: string;
  kind: 'primary' | 'secondary';
  credits: 'ok' | 'expired' | 'none';
}

export function classreadingData(
  seed: number,
  today: number,
  books: readonly ShowcaseProduct[],
): ClassreadingDemoData {
  const random = new Random(seed, 'classreading');
  const people = new Faker({ locale: [nl_BE, nl, en, base] });
  people.seed(seed);
  const dutch = new Faker({ locale: [nl, en, base] });
  dutch.seed(seed + 1);

  const data: ClassreadingDemoData = {
    schools: [],
    classes: [],
    teachers: [],
    pupils: [],
    clubs: [],
    tracking: [],
  };
  // Reserved first, so no generated teacher takes the demo schools' addresses.
  const emails = new Set<string>([
    DEMO_SCHOOL.teacherEmail,
    DEMO_SCHOOL.directorEmail,
    DEMO_SCHOOL_NL.teacherEmail,
  ]);
  // School ids and codes in one set: a pupil types either (API.md), so no code may equal another school's id.
  const identifiers = new Set<string>([DEMO_SCHOOL.schoolId, DEMO_SCHOOL_NL.schoolId]);
  // The reading programme's books are the catalogue's books with an ISBN.
  const readingBooks = books.filter((b) => b.isbn !== null);
  const bookSkus = readingBooks.map((b) => b.sku);
  const isbnOf = new Map(readingBooks.map((b) => [b.sku, b.isbn as string]));
  const schoolYearStart = schoolYearStartOf(today);

  const plans: SchoolPlan[] = [
    { country: 'BE', name: DEMO_SCHOOL.name, kind: 'primary', credits: 'ok', demo: DEMO_SCHOOL },
    { country: 'BE', name: `Vrije Basisschool ${people.location.city()}`, kind: 'primary', credits: 'ok' },
    { country: 'BE', name: `Sint-Jozefcollege ${people.location.city()}`, kind: 'secondary', credits: 'ok' },
    {
      country: 'BE',
      name: `Gemeentelijke Basisschool ${people.location.city()}`,
      kind: 'primary',
      credits: 'expired',
    },
    { country: 'BE', name: `Atheneum ${people.location.city()}`, kind: 'secondary', credits: 'none' },
    { country: 'NL', name: DEMO_SCHOOL_NL.name, kind: 'primary', credits: 'ok', demo: DEMO_SCHOOL_NL },
    { country: 'NL', name: `Basisschool De Klimop ${dutch.location.city()}`, kind: 'primary', credits: 'ok' },
    {
      country: 'NL',
      name: `Het Stedelijk Lyceum ${dutch.location.city()}`,
      kind: 'secondary',
      credits: 'ok',
    },
  ];

  for (const [index, plan] of plans.entries()) {
    const demo = plan.demo === DEMO_SCHOOL;
    const demoNl = plan.demo === DEMO_SCHOOL_NL;
    const faker = plan.country === 'BE' ? people : dutch;
    const school: DemoSchool = {
      id: index + 1,
      school_id:
        plan.demo?.schoolId ??
        unique(identifiers, () => (plan.country === 'BE' ? belgianSchoolId(random) : dutchSchoolId(random))),
      // seed 001 §9: 'School code: ten digits.'
      school_code: unique(identifiers, () => String(random.int(1_000_000_000, 9_999_999_999))),
      name: plan.name,
      credits: plan.credits === 'none' ? 0 : demo ? 250 : random.int(40, 400),
      credits_start: isoDay(plan.credits === 'expired' ? schoolYearStart - 365 : schoolYearStart),
      credits_end: isoDay(plan.credits === 'expired' ? schoolYearStart - 1 : schoolYearStart + 364),
    };
    data.schools.push(school);
    const domain = demo
      ? 'deleesboom.example'
      : demoNl
        ? 'deregenboog.example'
        : `${slugify(plan.name).replace(/-/g, '')}.example`;

    const director: DemoTeacher = {
      id: data.teachers.length + 1,
      school_id: school.school_id,
      email: demo ? DEMO_SCHOOL.directorEmail : uniqueEmail(emails, `directie@${domain}`),
      firstname: demo ? 'Marc' : faker.person.firstName(),
      lastname: demo ? 'Jacobs' : faker.person.lastName(),
      title: 'Directeur',
      accountType: plan.kind === 'primary' ? 'elementary school' : 'high school',
      role: 'Director',
      password: DEMO_DIRECTOR_PASSWORD,
      class_ids: [],
    };
    emails.add(director.email);
    data.teachers.push(director);

    const classNames = demo
      ? ['K2A', 'K3A', '1A', '2A', '3A', '3B', '4A', '5A', '6A']
      : demoNl
        ? ['3A', '4A', '5A', '6A', '7A', '8A']
        : classNamesFor(random, plan);
    const schoolPupils: DemoPupil[] = [];
    const schoolTeachers: DemoTeacher[] = [];
    let demoClassId = 0;
    for (const className of classNames) {
      const grade = className.replace(/[A-Z]$/, '');
      const demoClass = demo && className === DEMO_SCHOOL.className;
      const demoClassNl = demoNl && className === DEMO_SCHOOL_NL.className;
      const sex = demoClass || demoClassNl || random.chance(0.7) ? 'female' : 'male';
      const firstname = demoClass ? 'Sofie' : demoClassNl ? 'Anouk' : faker.person.firstName(sex);
      const lastname = demoClass ? 'Claes' : demoClassNl ? 'Visser' : faker.person.lastName();
      const teacher: DemoTeacher = {
        id: data.teachers.length + 1,
        school_id: school.school_id,
        email: demoClass
          ? DEMO_SCHOOL.teacherEmail
          : demoClassNl
            ? DEMO_SCHOOL_NL.teacherEmail
            : uniqueEmail(
                emails,
                `${slugify(firstname).replace(/-/g, '')}.${slugify(lastname).replace(/-/g, '')}@${domain}`,
              ),
        firstname,
        lastname,
        title:
          plan.country === 'BE'
            ? sex === 'female'
              ? 'Juf'
              : 'Meester'
            : sex === 'female'
              ? 'Juffrouw'
              : 'Meester',
        accountType: grade.startsWith('K')
          ? 'kindergarten'
          : Number(grade) >= 7
            ? 'high school'
            : random.chance(0.1)
              ? 'teacher in training'
              : 'elementary school',
        role: 'Teacher',
        password: DEMO_TEACHER_PASSWORD,
        class_ids: [],
      };
      emails.add(teacher.email);
      data.teachers.push(teacher);
      schoolTeachers.push(teacher);

      const schoolClass: DemoClass = {
        id: data.classes.length + 1,
        school_id: school.school_id,
        name: className,
        grade,
        teacher_id: teacher.id,
        book_skus: random.sample(bookSkus, random.int(3, 6)),
      };
      teacher.class_ids.push(schoolClass.id);
      if (demoClass) demoClassId = schoolClass.id;
      data.classes.push(schoolClass);

      const names = new Set<string>();
      const count = demoClass ? DEMO_CLASS_PUPILS.length : random.int(12, 22);
      for (let i = 0; i < count; i++) {
        const given = demoClass
          ? (DEMO_CLASS_PUPILS[i] as string)
          : demoClassNl && i === 0
            ? DEMO_SCHOOL_NL.pupil
            : faker.person.firstName();
        // seed 001 §5: student names are unique within a class, compared case-insensitively as the programme does.
        let name = given;
        while (names.has(name.toLowerCase()))
          name = `${given} ${faker.person.lastName().charAt(0).toUpperCase()}.`;
        names.add(name.toLowerCase());
        const pupil: DemoPupil = {
          id: data.pupils.length + 1,
          school_id: school.school_id,
          class_id: schoolClass.id,
          name,
          screenname: screenname(random),
          password:
            demoClass && name === DEMO_SCHOOL.pupil
              ? DEMO_SCHOOL.password
              : demoClass && name === DEMO_SCHOOL.clubPresident
                ? DEMO_SCHOOL.clubPresidentPassword
                : demoClassNl && i === 0
                  ? DEMO_SCHOOL_NL.password
                  : pupilPassword(random),
          role: 'Student',
          clubs: [],
          clubs_manage: [],
        };
        data.pupils.push(pupil);
        schoolPupils.push(pupil);
      }
      data.tracking.push(
        ...classProgress(random, schoolClass, data.pupils.slice(-count), isbnOf, today, demoClass),
      );
    }

    const clubNames = demo
      ? ['Leesclub De Boekenwurmen', 'Strip- en graphic-novelclub']
      : random.sample(CLUB_NAMES, random.int(1, 2));
    for (const [clubIndex, clubName] of clubNames.entries()) {
      const club: DemoClub = {
        id: data.clubs.length + 1,
        school_id: school.school_id,
        name: clubName,
        description: `${clubName}: we lezen samen een boek en praten erover, elke week in de bib.`,
        book_skus: random.sample(bookSkus, random.int(4, 8)),
        // seed 001 §4: only teachers create a reading club; the demo school's first club is Sofie Claes's.
        created_by:
          demo && clubIndex === 0
            ? (schoolTeachers.find((t) => t.email === DEMO_SCHOOL.teacherEmail)?.id ?? director.id)
            : random.pick([director, ...schoolTeachers]).id,
      };
      data.clubs.push(club);
      const inDemoClass = (name: string) => (p: DemoPupil) => p.class_id === demoClassId && p.name === name;
      // Lotte stays a plain member everywhere: tests and the README log in with her as a Student.
      const president =
        demo && clubIndex === 0
          ? schoolPupils.find(inDemoClass(DEMO_SCHOOL.clubPresident))
          : random.pick(schoolPupils.filter((p) => !inDemoClass(DEMO_SCHOOL.pupil)(p)));
      const members = demo && clubIndex === 0 ? schoolPupils.filter(inDemoClass(DEMO_SCHOOL.pupil)) : [];
      members.push(...random.sample(schoolPupils, random.int(4, 9)));
      for (const member of new Set(members)) {
        if (member === president) continue;
        if (!member.clubs.includes(club.id)) member.clubs.push(club.id);
      }
      if (president) {
        // seed 001 §4: joining as administrator puts the club in clubs_manage.
        president.role = 'Club president';
        president.clubs_manage.push(club.id);
      }
    }
  }
  return data;
}

/**
 * Reading progress (seed 001 §3 Tracking) of a few pupils of a class in books of its reading list; in the
 * demo class, the demo pupil has read part of the first two books.
 */
function classProgress(
  random: Random,
  schoolClass: DemoClass,
  pupils: readonly DemoPupil[],
  isbnOf: ReadonlyMap<string, string>,
  today: number,
  demoClass: boolean,
): DemoTracking[] {
  const isbns = schoolClass.book_skus.flatMap((sku) => isbnOf.get(sku) ?? []);
  if (isbns.length === 0) return [];
  const progress = (pupil: DemoPupil, isbn: string, percentage: number, daysAgo: number): DemoTracking => ({
    student_id: pupil.id,
    isbn,
    percentage,
    updated_at: `${isoDay(today - daysAgo)}T15:30:00.000Z`,
  });
  const tracking: DemoTracking[] = [];
  const readers = random.sample(pupils, random.int(1, Math.min(4, pupils.length)));
  const demoPupil = demoClass ? pupils.find((p) => p.name === DEMO_SCHOOL.pupil) : undefined;
  if (demoPupil) {
    tracking.push(progress(demoPupil, isbns[0] as string, 100, 6));
    if (isbns[1]) tracking.push(progress(demoPupil, isbns[1], 45, 1));
  }
  for (const reader of readers) {
    if (reader === demoPupil) continue;
    tracking.push(progress(reader, random.pick(isbns), random.int(5, 100), random.int(0, 30)));
  }
  return tracking;
}

const CLUB_NAMES = [
  'Leesclub De Bladzijdevreters',
  'Boekenclub Zwerfboek',
  'Leesclub Avontuur',
  'De Voorleesvrienden',
  'Jeugdjury van de school',
];

function classNamesFor(random: Random, plan: SchoolPlan): string[] {
  const grades =
    plan.kind === 'primary'
      ? plan.country === 'NL'
        ? ['1', '2', '3', '4', '5', '6', '7', '8']
        : ['K1', 'K2', 'K3', '1', '2', '3', '4', '5', '6']
      : ['7', '8', '9', '10', '11', '12', '13'];
  const chosen = random
    .sample(grades, random.int(4, Math.min(7, grades.length)))
    .sort(
      (a, b) => GRADES.indexOf(a as (typeof GRADES)[number]) - GRADES.indexOf(b as (typeof GRADES)[number]),
    );
  return chosen.flatMap((grade) => (random.chance(0.3) ? [`${grade}A`, `${grade}B`] : [`${grade}A`]));
}

/** seed 001 §5: a Belgian school id is ten digits, zero-padded. */
function belgianSchoolId(random: Random): string {
  return String(random.int(1000, 999_999)).padStart(10, '0');
}

/** seed 001 §5: the Dutch format is 11AA11. */
function dutchSchoolId(random: Random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${random.int(10, 99)}${random.pick([...letters])}${random.pick([...letters])}${random.int(10, 99)}`;
}

/** seed 001 §5 password rule: at least 8 characters, a lower case, an upper case and a number or special character. */
function pupilPassword(random: Random): string {
  const animal = slugify(random.pick(ANIMALS).nl);
  return `${animal.charAt(0).toUpperCase()}${animal.slice(1)}${random.int(1000, 9999)}!`;
}

function screenname(random: Random): string {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return `${cap(slugify(random.pick(ADJECTIVES).nl))}${cap(slugify(random.pick(ANIMALS).nl))}${random.int(10, 99)}`;
}

function unique(taken: Set<string>, draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/** seed 001 §5: teacher emails are unique. */
function uniqueEmail(taken: Set<string>, email: string): string {
  if (!taken.has(email)) return email;
  const [local, domain] = email.split('@') as [string, string];
  for (let n = 2; ; n++) if (!taken.has(`${local}${n}@${domain}`)) return `${local}${n}@${domain}`;
}

/** Credits run over a school year, from 1 September. */
function schoolYearStartOf(today: number): number {
  const year = yearOf(today);
  const september = Date.UTC(year, 8, 1) / 86_400_000;
  return today >= september ? september : Date.UTC(year - 1, 8, 1) / 86_400_000;
}
