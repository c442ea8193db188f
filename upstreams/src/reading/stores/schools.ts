import type { ReadingCredits, ReadingSchoolCode, ReadingSchoolCodeAction } from '@shop/contracts';
import { READING_MESSAGES } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import { drawSchoolCode } from '../domain/schoolCode';
import { refused } from '../http';

interface SchoolRow {
  school_id: string;
  school_code: string;
  code_proposal: string | null;
  credits: number;
  credits_start: string;
  credits_end: string;
}

/** A school's code, its proposal (seed 001 §4 School code) and its credits (seed 001 §3 Credits). */
export class SchoolStore {
  constructor(private readonly db: StateDatabase) {}

  private row(schoolId: string): SchoolRow {
    const row = this.db
      .prepare<[string], SchoolRow>(
        `SELECT school_id, school_code, code_proposal, credits, credits_start, credits_end FROM schools WHERE school_id = ?`,
      )
      .get(schoolId);
    if (!row) throw new Error(`school ${schoolId} is missing`);
    return row;
  }

  credits(schoolId: string): ReadingCredits {
    const row = this.row(schoolId);
    return { credits: row.credits, startDate: row.credits_start, endDate: row.credits_end };
  }

  schoolCode(schoolId: string): ReadingSchoolCode {
    const row = this.row(schoolId);
    return { school_code: row.school_code, proposal: row.code_proposal };
  }

  /**
   * seed 001 §4: a proposal is made, can be renewed (another proposal) and then accepted; after acceptance the
   * old code stops working, irreversibly. One transaction, so two directors cannot accept two codes.
   */
  changeCode(schoolId: string, action: ReadingSchoolCodeAction): ReadingSchoolCode {
    return this.db.transaction(() => {
      const row = this.row(schoolId);
      const set = (sql: string, ...values: unknown[]) => this.db.prepare(sql).run(...values, schoolId);
      if (action === 'propose') {
        if (row.code_proposal === null)
          set(`UPDATE schools SET code_proposal = ? WHERE school_id = ?`, this.newCode());
      } else {
        if (row.code_proposal === null) throw refused(READING_MESSAGES.noProposal);
        if (action === 'renew') {
          this.retire(row.code_proposal, schoolId);
          set(`UPDATE schools SET code_proposal = ? WHERE school_id = ?`, this.newCode());
        } else {
          this.retire(row.school_code, schoolId);
          set(`UPDATE schools SET school_code = code_proposal, code_proposal = NULL WHERE school_id = ?`);
        }
      }
      return this.schoolCode(schoolId);
    })();
  }

  private retire(code: string, schoolId: string): void {
    this.db
      .prepare(`INSERT OR IGNORE INTO retired_school_codes (code, school_id) VALUES (?, ?)`)
      .run(code, schoolId);
  }

  private newCode(): string {
    const taken = this.db.prepare<[{ code: string }], { found: number }>(
      `SELECT 1 AS found FROM schools WHERE school_id = @code OR school_code = @code OR code_proposal = @code
       UNION SELECT 1 FROM retired_school_codes WHERE code = @code`,
    );
    return drawSchoolCode((code) => taken.get({ code }) !== undefined);
  }
}
