import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { Checkbox, ChoiceGroup, Field, Radio, Select, TextInput } from './Field';

describe('Field', () => {
  it('labels its input, ties the hint and the error to it and marks it invalid and required', async () => {
    await renderInShop(
      <Field label="E-mailadres" hint="We sturen je de bevestiging." error="Vul een e-mailadres in." required>
        <TextInput type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /E-mailadres/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).required).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We sturen je de bevestiging.',
      'Vul een e-mailadres in.',
    ]);
    // The asterisk is for the eye; the required attribute tells screen readers.
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('is neither invalid nor described when it has no hint or error', async () => {
    await renderInShop(
      <Field label="Sorteren">
        <Select defaultValue="a">
          <option value="a">A</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Sorteren' });
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
    expect((select as HTMLSelectElement).required).toBe(false);
  });

  it('groups checkboxes and radio buttons under a legend, with the error tied to the group', async () => {
    await renderInShop(
      <>
        <ChoiceGroup legend="Leeftijd" data-testid="facet-age">
          <Checkbox label="0-3 jaar" />
        </ChoiceGroup>
        <ChoiceGroup legend="Verzending" error="Kies een verzendwijze." required>
          <Radio name="shipping" label="Afhalen" />
          <Radio name="shipping" label="Bpost" />
        </ChoiceGroup>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: '0-3 jaar' })).toBeTruthy();
    const group = screen.getByRole('group', { name: /Verzending/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Kies een verzendwijze.',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
