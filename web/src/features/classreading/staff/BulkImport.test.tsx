import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInShop } from '../../../../test/render';
import { BULK_IMPORT_MESSAGES, BULK_IMPORT_TEMPLATES } from '@shop/validation';
import { BulkImport, type BulkImportOutcome } from './BulkImport';

const STUDENTS_CSV = 'name,password,screenname\nLotte Peeters,Leesvogel12,lotte\nZoë Maes,Leesvogel13,zoë\n';

function choose(file: File, label: RegExp = /CSV file/) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const csvFile = (content: BlobPart, name = 'class.csv') => new File([content], name, { type: 'text/csv' });

async function renderImport(
  kind: 'students' | 'teachers',
  onImport: (csv: string) => Promise<BulkImportOutcome>,
) {
  await renderInShop(<BulkImport kind={kind} onImport={onImport} />, { store: 'en-be' });
}

describe('bulk import (seed 001 §4 Bulk import, §5, §8, §9)', () => {
  it('offers the template as a download: header line and one example row', async () => {
    await renderImport('teachers', vi.fn());
    const link = screen.getByRole('link', { name: 'Download the template' });
    expect(link.getAttribute('download')).toBe('teachers-template.csv');
    const csv = decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''));
    const [header, example, rest] = csv.split('\n');
    expect(header).toBe('email,firstname,lastname,title,accountType');
    expect(example?.split(',')).toHaveLength(5);
    expect(rest).toBe('');
    expect(csv).toBe(BULK_IMPORT_TEMPLATES.teachers);
  });

  it('sends the file as UTF-8 text, shows progress, then the success with the focus on it', async () => {
    let answer!: (outcome: BulkImportOutcome) => void;
    const onImport = vi.fn(() => new Promise<BulkImportOutcome>((resolve) => (answer = resolve)));
    await renderImport('students', onImport);
    choose(csvFile(new TextEncoder().encode(STUDENTS_CSV)));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending the file…' })).toBeTruthy();
    expect(onImport).toHaveBeenCalledWith(STUDENTS_CSV);
    answer({ kind: 'success', imported: 2 });
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(outcome.textContent).toBe('2 students added.');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('names the reading progress bar with how much is read', async () => {
    await renderImport('students', () => new Promise(() => undefined));
    choose(csvFile(STUDENTS_CSV));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    // The first bar of a read names its share; jsdom reads at once, so either step may show first.
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /Reading the file… \d+%|Sending the file…/ })).toBe(bar);
  });

  it('lists the rows in error under the seed message', async () => {
    await renderImport('teachers', async () => ({
      kind: 'refused',
      errors: [{ code: 'BULK_ROW_ERRORS', message: BULK_IMPORT_MESSAGES.BULK_ROW_ERRORS }],
      rowErrors: [
        { row: 4, code: 'MISSING_FIRSTNAME', message: 'missing firstname' },
        { row: 2, code: 'MISSING_EMAIL', message: 'missing email' },
        { row: 4, code: 'MISSING_LASTNAME', message: 'missing lastname' },
      ],
    }));
    choose(csvFile('email,firstname,lastname,title,accountType\n,An,Janssens,,\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(
      within(outcome).getByText('Unable to process the bulk file. Please fix the errors listed below.'),
    ).toBeTruthy();
    expect(
      within(outcome)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: missing email', 'Row 4: missing firstname, missing lastname']);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
  });

  it.each([
    [
      'BULK_FORMAT',
      'The format of the uploaded file is incorrect. Make sure to follow the provided template.',
    ],
    ['BULK_TOO_MANY_RECORDS', 'Maximum 100 records per bulk import allowed'],
  ])('shows the refusal %s in the seed words', async (code, message) => {
    await renderImport('students', async () => ({
      kind: 'refused',
      errors: [{ code, message }],
      rowErrors: [],
    }));
    choose(csvFile(STUDENTS_CSV));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('bulk-outcome')).textContent).toBe(message);
  });

  it('translates the refusal into Dutch', async () => {
    await renderInShop(
      <BulkImport
        kind="students"
        onImport={async () => ({
          kind: 'refused',
          errors: [{ code: 'BULK_TOO_MANY_RECORDS', message: 'Maximum 100 records per bulk import allowed' }],
          rowErrors: [],
        })}
      />,
    );
    choose(csvFile(STUDENTS_CSV), /CSV-bestand/);
    fireEvent.click(screen.getByRole('button', { name: 'Importeren' }));
    expect((await screen.findByTestId('bulk-outcome')).textContent).toBe('Maximaal 100 records per import');
  });

  it("says the programme's refusal of a valid file under 'Unable to process all the entries in the file...'", async () => {
    await renderImport('students', async () => ({
      kind: 'refused',
      errors: [
        { code: 'BULK_NOT_PROCESSED', message: BULK_IMPORT_MESSAGES.BULK_NOT_PROCESSED },
        { code: 'STUDENTS_EXIST', message: 'Some of the uploaded students already exist.' },
      ],
      rowErrors: [],
    }));
    choose(csvFile(STUDENTS_CSV));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const paragraphs = within(await screen.findByTestId('bulk-outcome')).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Unable to process all the entries in the file...',
      'Some of the uploaded students already exist.',
    ]);
  });

  it('refuses a file that is not UTF-8 without sending it', async () => {
    const onImport = vi.fn();
    await renderImport('students', onImport);
    // 'Zoë' saved as Windows-1252: ë is the single byte 0xEB.
    choose(csvFile(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb])));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const outcome = await screen.findByTestId('bulk-outcome');
    expect(outcome.textContent).toBe(BULK_IMPORT_MESSAGES.BULK_ENCODING);
    expect(onImport).not.toHaveBeenCalled();
  });

  it('asks for a file before sending anything', async () => {
    const onImport = vi.fn();
    await renderImport('students', onImport);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const input = screen.getByLabelText(/CSV file/);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a file.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(onImport).not.toHaveBeenCalled();
  });

  it('says something went wrong when the API fails', async () => {
    await renderImport('teachers', () => Promise.reject(new Error('network')));
    choose(csvFile('email,firstname,lastname,title,accountType\n'));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByTestId('bulk-outcome')).textContent).toBe(
      'Something went wrong. Please try again later.',
    );
  });
});
