import { useFormErrors } from '@/shared/forms/useFormErrors';
import { userErrorText } from './accountMessages';

/** The account forms' errors, in the words of the account's user error codes. */
export function useAccountFormErrors() {
  return useFormErrors(userErrorText);
}
