import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SOFIE } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';
import { SchoolCodeRoutePage } from './SchoolCodeRoutePage';
import { SchoolCodeSectionDocument } from './SchoolCodeSection.generated';

describe("the school code page (seed 001 §2 'my school code', §6 the director's)", () => {
  it('is not found for a teacher', async () => {
    await renderClassreading(<SchoolCodeRoutePage />, {
      path: '/en-be/classreading/schoolcode',
      route: 'schoolcode',
      user: SOFIE,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
  });

  it("shows the director the school's code", async () => {
    await renderClassreading(<SchoolCodeRoutePage />, {
      path: '/en-be/classreading/schoolcode',
      route: 'schoolcode',
      user: { ...SOFIE, role: 'Director', firstname: 'Marc', lastname: 'Jacobs' },
      mocks: [
        {
          request: { query: SchoolCodeSectionDocument },
          result: {
            data: { schoolCode: { __typename: 'SchoolCode', schoolCode: '4821937560', proposal: null } },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My school code' })).toBeTruthy();
    expect(await screen.findByText('4821937560')).toBeTruthy();
  });

  it('has one heading for the school code, its h1: the dashboard section’s h2 is not repeated under it', async () => {
    await renderClassreading(<SchoolCodeRoutePage />, {
      path: '/en-be/classreading/schoolcode',
      route: 'schoolcode',
      user: { ...SOFIE, role: 'Director', firstname: 'Marc', lastname: 'Jacobs' },
      mocks: [
        {
          request: { query: SchoolCodeSectionDocument },
          result: {
            data: { schoolCode: { __typename: 'SchoolCode', schoolCode: '4821937560', proposal: null } },
          },
        },
      ],
    });
    expect(await screen.findByText('4821937560')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'My school code',
    ]);
    expect(screen.queryByRole('heading', { name: 'School code' })).toBeNull();
  });
});
