import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../../test/render';
import { AcceptSchoolCodeDocument } from './AcceptSchoolCode.generated';
import { ProposeSchoolCodeDocument } from './ProposeSchoolCode.generated';
import { SchoolCodePage } from './SchoolCodeSection';
import { SchoolCodeSectionDocument } from './SchoolCodeSection.generated';

const code = (schoolCode: string, proposal: string | null) => ({
  __typename: 'SchoolCode',
  schoolCode,
  proposal,
});
const section = (schoolCode: ReturnType<typeof code>): MockedResponse => ({
  request: { query: SchoolCodeSectionDocument },
  result: { data: { schoolCode } },
});
const answer = (
  query: MockedResponse['request']['query'],
  field: string,
  schoolCode: ReturnType<typeof code>,
) => ({
  request: { query },
  result: { data: { [field]: { __typename: 'SchoolCodePayload', schoolCode, userErrors: [] } } },
});

describe('school code page (seed 001 §2 My school code, §4 School code states)', () => {
  it('loads, proposes a code, then accepts it after the confirmation: the new code is active', async () => {
    await renderInShop(<SchoolCodePage />, {
      store: 'en-be',
      mocks: [
        section(code('0000012345', null)),
        answer(ProposeSchoolCodeDocument, 'proposeSchoolCode', code('0000012345', '4821937065')),
        answer(AcceptSchoolCodeDocument, 'acceptSchoolCode', code('4821937065', null)),
      ],
    });
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findByTestId('school-code-active')).textContent).toBe('0000012345');
    // Not the school id pupils type: the page says how the two differ.
    expect(
      screen.getByText(/The school code is a second ten-digit code .* The school id never changes\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Propose a new school code' }));
    expect((await screen.findByTestId('school-code-proposal')).textContent).toBe('4821937065');
    fireEvent.click(screen.getByRole('button', { name: 'Start using the proposed code' }));
    const dialog = screen.getByRole('dialog', { name: 'Start using the new school code?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start using school code 4821937065' }));
    expect(
      await screen.findByText('School code 4821937065 is now in use. The previous code no longer works.'),
    ).toBeTruthy();
    expect(screen.getByTestId('school-code-active').textContent).toBe('4821937065');
    expect(screen.queryByTestId('school-code-proposal')).toBeNull();
  });

  it('shows an error when the school code cannot load', async () => {
    await renderInShop(<SchoolCodePage />, {
      store: 'en-be',
      mocks: [{ request: { query: SchoolCodeSectionDocument }, error: new Error('down') }],
    });
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });
});
