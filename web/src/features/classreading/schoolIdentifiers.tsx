import { Trans } from '@lingui/react/macro';

/*
 * The school id and the school code are both ten digits and both let pupils log in (API.md: the class lookup
 * and the login accept either), so each is explained in the same words wherever it appears: the pupil login,
 * the director's school code, the programme's home page.
 */

/** seed 001 §5 'The school id is ten digits, zero-padded' (11AA11 in the Netherlands): what pupils type. */
export function SchoolIdExplained() {
  return (
    <Trans>
      Het school-id is het vaste nummer van de school: tien cijfers, met nullen vooraan (zoals 0000000001), of
      zoals 11AA11 in Nederland. Leerlingen typen het bij het inloggen; de leerkracht geeft het hun. Ook de
      schoolcode van de school werkt.
    </Trans>
  );
}

/** seed 001 §4 School code: the director replaces it (propose, renew, accept), and the old one stops working. */
export function SchoolCodeExplained() {
  return (
    <Trans>
      De schoolcode is een tweede code van tien cijfers waarmee leerlingen kunnen inloggen in plaats van het
      school-id. De directie kan ze vervangen, bijvoorbeeld als ze buiten de school bekend is geraakt: daarna
      werkt de oude schoolcode niet meer. Het school-id verandert nooit.
    </Trans>
  );
}
