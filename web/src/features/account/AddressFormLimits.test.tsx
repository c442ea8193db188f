import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { AddressForm } from './AddressForm';

const initial = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat 12',
  apartmentNumber: '',
  addition: '',
  postcode: '9000',
  city: 'Gent',
  countryId: 'BE',
  telephone: '',
  company: '',
  defaultShipping: false,
  defaultBilling: false,
};

const maxLengthOf = (label: RegExp) => screen.getByLabelText(label).getAttribute('maxlength');

describe("the shared name and address fields' maxima (seed 001 §5)", () => {
  it('stop every text at the maximum of its kind of field', async () => {
    await renderInShop(<AddressForm id={null} initial={initial} onDone={() => undefined} />, {
      store: 'en-be',
    });
    expect(maxLengthOf(/First name/)).toBe('50');
    expect(maxLengthOf(/Last name/)).toBe('50');
    expect(maxLengthOf(/Street/)).toBe('100');
    expect(maxLengthOf(/Zip code|Postcode/)).toBe('10');
    expect(maxLengthOf(/City/)).toBe('50');
    expect(maxLengthOf(/Phone/)).toBe('20');
    expect(maxLengthOf(/Company/)).toBe('100');
  });

  it('say the maximum of a longer value and a city that is not one, and send nothing', async () => {
    // No mocked answer: a request would fail the form with 'Something went wrong'.
    await renderInShop(<AddressForm id={null} initial={initial} onDone={() => undefined} />, {
      store: 'nl-be',
    });
    // A value put there around the attribute (a script, a filled-in one) still meets the rule.
    fireEvent.change(screen.getByLabelText(/Voornaam/), { target: { value: 'A'.repeat(51) } });
    fireEvent.change(screen.getByLabelText(/Gemeente/), { target: { value: '9000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(await screen.findByText('Er zijn maximaal 50 tekens toegestaan.')).toBeTruthy();
    expect(screen.getByText('Geef een geldige gemeente op.')).toBeTruthy();
    expect(screen.queryByText(/Er is iets misgegaan/)).toBeNull();
  });
});
