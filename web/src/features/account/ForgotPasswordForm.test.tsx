import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RequestPasswordResetDocument } from './RequestPasswordReset.generated';

afterEach(() => vi.restoreAllMocks());

describe('asking a password reset link (seed 000 §7 reset-password)', () => {
  it("is refused offline with 'Reset password feature does not work while offline!', nothing sent", async () => {
    const sent = vi.fn(() => ({ data: null }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderInShop(<ForgotPasswordForm initialEmail="an@example.be" />, {
      store: 'en-be',
      mocks: [
        {
          request: { query: RequestPasswordResetDocument, variables: { input: { email: 'an@example.be' } } },
          result: sent,
        },
      ],
    });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Reset password feature does not work while offline!')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });
});
