/** An expected business outcome, shown to the user with the seed's English message (ARCHITECTURE: schema conventions). */
export interface UserError {
  code: string;
  message: string;
  field: string | null;
}
