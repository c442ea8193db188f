import type { ProductDocument } from '@shop/contracts';
import { STORE_CODES, STORE_VIEWS } from '@shop/store-views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL, DEMO_SCHOOL_NL, GRADES } from './classreading';
import { CONTRIBUTORS } from './contributors';
import { generateSmallSet, TEST_TODAY, type SmallSet } from './testData';

let set: SmallSet;
let showable: Map<string, ProductDocument>;
beforeAll(async () => {
  set = await generateSmallSet();
  const products = await set.documents('nl_be', 'product');
  // seed 000 §6, §9: what every shopper may see.
  showable = new Map(
    products
      .filter(
        (p) =>
          p.status === 1 &&
          p.visibility !== 1 &&
          p.publish_date >= '1993-01-01' &&
          p.publish_date <= TEST_TODAY,
      )
      .map((p) => [p.sku, p]),
  );
});
afterAll(() => set.remove());

describe.each(STORE_CODES)('content of %s', (code) => {
  const dutch = STORE_VIEWS[code].language === 'nl';

  it('references only skus that exist and can be shown', async () => {
    const content = await set.content(code);
    const skus = [
      ...content.homepage.sections.flatMap((s) => (s.type === 'product-carousel' ? s.skus : [])),
      ...content.authors.flatMap((a) => a.skus),
    ];
    expect(skus.length).toBeGreaterThan(10);
    for (const sku of skus) expect(showable.has(sku), sku).toBe(true);
    for (const item of content.news)
      if (item.image) expect([...showable.values()].some((p) => p.image === item.image)).toBe(true);
  });

  it('has a homepage with a hero, carousels and a text block', async () => {
    const { homepage } = await set.content(code);
    expect(homepage.hero?.link).toBe(`/${code}/${dutch ? 'nieuwe-uitgaven' : 'new-releases'}`);
    expect(homepage.sections.some((s) => s.type === 'text')).toBe(true);
    // Issue 22: the Klaslezen block leads to the programme's home.
    const classreading = homepage.sections.find((s) => s.type === 'text' && s.link);
    expect(classreading?.type === 'text' && classreading.link).toBe(
      `/${code}/${dutch ? 'klaslezen' : 'classreading'}`,
    );
    expect(homepage.sections.filter((s) => s.type === 'product-carousel').length).toBeGreaterThanOrEqual(2);
  });

  it('points the navigation at category pages and translated content paths', async () => {
    const { primaryNavigation } = await set.content(code);
    const categories = await set.documents(STORE_VIEWS[code].index, 'category');
    const urlPaths = new Set(categories.map((c) => c.url_path));
    const paths = primaryNavigation.items.flatMap((item) => [
      item.path,
      ...(item.children ?? []).map((c) => c.path),
    ]);
    const categoryPaths = paths.filter((p) => p.startsWith(`/${code}/c/`));
    expect(categoryPaths.length).toBeGreaterThan(10);
    for (const path of categoryPaths) expect(urlPaths.has(path.slice(`/${code}/c/`.length)), path).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(
        dutch
          ? [`/${code}/nieuws`, `/${code}/auteurs-illustratoren`]
          : [`/${code}/news`, `/${code}/authors-illustrators`],
      ),
    );
  });

  it('lists every author of the pool with the same slugs, and news with unique slugs', async () => {
    const content = await set.content(code);
    expect(content.authors.map((a) => a.slug)).toEqual(CONTRIBUTORS.map((c) => c.slug));
    expect(new Set(content.news.map((n) => n.slug)).size).toBe(content.news.length);
    expect(content.news.every((n) => n.date < TEST_TODAY)).toBe(true);
    expect(content.promo.content.length).toBeGreaterThan(0);
    expect(content.pages.length).toBeGreaterThan(3);
  });
});

describe('content languages', () => {
  it('is Dutch for nl-be and nl-nl, English for en-be and en-rw', async () => {
    const titles = await Promise.all(
      STORE_CODES.map(async (code) => (await set.content(code)).homepage.title),
    );
    expect(titles[0]).toBe(titles[1]);
    expect(titles[2]).toBe(titles[3]);
    expect(titles[0]).not.toBe(titles[2]);
    expect((await set.content('nl-be')).news[0]?.title).toMatch(/^Nieuw: /);
    expect((await set.content('en-rw')).news[0]?.title).toMatch(/^New: /);
  });
});

describe('classreading demo data', () => {
  it('has the well-known demo school, class 3A and pupil Lotte', async () => {
    const data = await set.classreading();
    const school = data.schools.find((s) => s.school_id === DEMO_SCHOOL.schoolId);
    expect(school?.school_id).toBe('0000000001');
    const class3A = data.classes.find((c) => c.school_id === '0000000001' && c.name === '3A');
    expect(class3A?.grade).toBe('3');
    const lotte = data.pupils.find((p) => p.class_id === class3A?.id && p.name === 'Lotte');
    expect(lotte).toMatchObject({ school_id: '0000000001', password: 'Lezen123!', role: 'Student' });
    expect(lotte?.clubs.length).toBeGreaterThan(0);
    const noor = data.pupils.find((p) => p.class_id === class3A?.id && p.name === 'Noor');
    expect(noor).toMatchObject({ role: 'Club president', password: 'Leesclub123!' });
    expect(noor?.clubs_manage).toContain(lotte?.clubs[0]);
    const teacher = data.teachers.find((t) => t.id === class3A?.teacher_id);
    expect(teacher).toMatchObject({ email: DEMO_SCHOOL.teacherEmail, role: 'Teacher' });
    expect(data.teachers.some((t) => t.school_id === '0000000001' && t.role === 'Director')).toBe(true);
  });

  it('uses Belgian (ten digits) and Dutch (11AA11) school ids, and credits that run out or expired', async () => {
    const { schools } = await set.classreading();
    expect(schools.filter((s) => /^\d{10}$/.test(s.school_id)).length).toBeGreaterThanOrEqual(3);
    expect(schools.filter((s) => /^\d{2}[A-Z]{2}\d{2}$/.test(s.school_id)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(schools.map((s) => s.school_id)).size).toBe(schools.length);
    expect(schools.every((s) => /^\d{10}$/.test(s.school_code))).toBe(true);
    expect(schools.some((s) => s.credits === 0)).toBe(true);
    expect(schools.some((s) => s.credits_end < TEST_TODAY)).toBe(true);
  });

  it('keeps emails unique, pupil names unique per class, class names unique per school and grades valid', async () => {
    const data = await set.classreading();
    expect(new Set(data.teachers.map((t) => t.email)).size).toBe(data.teachers.length);
    for (const schoolClass of data.classes) {
      const names = data.pupils.filter((p) => p.class_id === schoolClass.id).map((p) => p.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      expect(GRADES).toContain(schoolClass.grade);
      expect(data.teachers.find((t) => t.id === schoolClass.teacher_id)?.class_ids).toContain(schoolClass.id);
    }
    for (const school of data.schools) {
      const names = data.classes.filter((c) => c.school_id === school.school_id).map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(data.classes.some((c) => c.grade.startsWith('K'))).toBe(true);
    expect(data.classes.some((c) => Number(c.grade) >= 7)).toBe(true);
  });

  it('gives pupils passwords that pass the seed rule and points classes and clubs at showable books', async () => {
    const data = await set.classreading();
    for (const pupil of data.pupils)
      expect(pupil.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[\d\W]).{8,}$/);
    const clubIds = new Set(data.clubs.map((c) => c.id));
    for (const pupil of data.pupils)
      for (const id of [...pupil.clubs, ...pupil.clubs_manage]) expect(clubIds.has(id)).toBe(true);
    for (const sku of [...data.classes, ...data.clubs].flatMap((x) => x.book_skus))
      expect(showable.has(sku), sku).toBe(true);
  });

  it('has the well-known Dutch school 11AA11 with class 5A, its reading list, pupil Sem and teacher', async () => {
    const data = await set.classreading();
    expect(data.schools.find((s) => s.school_id === DEMO_SCHOOL_NL.schoolId)?.name).toBe('OBS De Regenboog');
    const class5A = data.classes.find((c) => c.school_id === '11AA11' && c.name === '5A');
    expect(class5A?.book_skus.length).toBeGreaterThan(0);
    expect(data.pupils.find((p) => p.class_id === class5A?.id && p.name === 'Sem')).toMatchObject({
      password: 'Lezen123!',
      school_id: '11AA11',
    });
    expect(data.teachers.find((t) => t.id === class5A?.teacher_id)).toMatchObject({
      email: DEMO_SCHOOL_NL.teacherEmail,
      role: 'Teacher',
    });
  });

  it('never gives a school code equal to a school id or another code', async () => {
    const { schools } = await set.classreading();
    const all = schools.flatMap((s) => [s.school_id, s.school_code]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("records Lotte's progress in the first two books of 3A's list, and clubs created by a teacher of the school", async () => {
    const data = await set.classreading();
    const products = await set.documents('nl_be', 'product');
    const isbnOf = new Map(products.map((p) => [p.sku, p.isbn]));
    const class3A = data.classes.find((c) => c.school_id === DEMO_SCHOOL.schoolId && c.name === '3A');
    const lotte = data.pupils.find((p) => p.class_id === class3A?.id && p.name === 'Lotte');
    const progress = data.tracking.filter((t) => t.student_id === lotte?.id);
    expect(progress.map((t) => [t.isbn, t.percentage])).toEqual([
      [isbnOf.get(class3A?.book_skus[0] ?? ''), 100],
      [isbnOf.get(class3A?.book_skus[1] ?? ''), 45],
    ]);
    for (const t of data.tracking) {
      expect(t.percentage).toBeGreaterThanOrEqual(0);
      expect(t.percentage).toBeLessThanOrEqual(100);
      expect(data.pupils.some((p) => p.id === t.student_id)).toBe(true);
    }
    for (const club of data.clubs) {
      expect(data.teachers.find((t) => t.id === club.created_by)?.school_id).toBe(club.school_id);
    }
    const first = data.clubs.find((c) => c.school_id === DEMO_SCHOOL.schoolId);
    expect(data.teachers.find((t) => t.id === first?.created_by)?.email).toBe(DEMO_SCHOOL.teacherEmail);
  });
});
