import { z } from 'zod';
import { compactIban, DEMO_BANK_ACCOUNT, isValidBic, isValidIban, type BankAccount } from './bankTransfer';

/**
 * The shop's bank account, as the environment configures it: the graph shows it on a bank-transfer order and
 * the commerce platform prints it in the order mail, so both read the same variables (a service's config
 * spreads this shape into its own). A malformed IBAN or BIC stops the service at start.
 */
export const bankAccountConfigShape = {
  BANK_TRANSFER_IBAN: z
    .string()
    .default(DEMO_BANK_ACCOUNT.iban)
    .transform(compactIban)
    .refine(isValidIban, 'not a valid IBAN (its check digits do not hold)'),
  BANK_TRANSFER_BIC: z
    .string()
    .default(DEMO_BANK_ACCOUNT.bic)
    .transform((bic) => bic.trim().toUpperCase())
    .refine(isValidBic, 'not a valid BIC (8 or 11 letters and digits)'),
  BANK_TRANSFER_BENEFICIARY: z.string().trim().min(1).default(DEMO_BANK_ACCOUNT.beneficiary),
};

/** The account a service's loaded config names. */
export function bankAccountOf(config: {
  BANK_TRANSFER_IBAN: string;
  BANK_TRANSFER_BIC: string;
  BANK_TRANSFER_BENEFICIARY: string;
}): BankAccount {
  return {
    iban: config.BANK_TRANSFER_IBAN,
    bic: config.BANK_TRANSFER_BIC,
    beneficiary: config.BANK_TRANSFER_BENEFICIARY,
  };
}
