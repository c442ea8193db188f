import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';

describe('Alert', () => {
  it('reads errors out at once and other news politely, with its action', () => {
    render(
      <>
        <Alert tone="error" action={<a href="#reset">Vraag een nieuwe link aan</a>}>
          <p>De link is verlopen.</p>
        </Alert>
        <Alert tone="success">
          <p>We hebben je een e-mail gestuurd.</p>
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('De link is verlopen.');
    expect(screen.getByRole('alert').querySelector('a')?.textContent).toBe('Vraag een nieuwe link aan');
    expect(screen.getByRole('status').dataset.tone).toBe('success');
  });
});
