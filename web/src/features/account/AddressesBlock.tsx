import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useStoreView } from '@/shared/storeView';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useNotifications } from '@/shared/ui/Notifications';
import { userErrorText } from './accountMessages';
import { AddressForm } from './AddressForm';
import type { AddressFields_AddressFragment } from '@/shared/forms/AddressFields.generated';
import type { AddressesBlock_CustomerFragment } from './AddressesBlock.generated';
import { addressValuesOf } from './addressForm';
import { useDeleteAddressMutation } from './DeleteAddress.generated';
import styles from './Account.module.css';
import { countryName } from '@/shared/format/country';
import { requestProblemText } from '@/shared/graphql/requestProblem';
import { streetLineOf } from '@/shared/forms/addressFields';

type Editing = { kind: 'new' } | { kind: 'edit'; address: AddressFields_AddressFragment } | null;

/** The profile's addresses (seed 000 §3): listed, added, changed, and deleted after a confirmation. */
export function AddressesBlock({ customer }: { customer: AddressesBlock_CustomerFragment }) {
  const { t, i18n } = useLingui();
  const { taxCountry } = useStoreView();
  const { notify } = useNotifications();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressFields_AddressFragment | null>(null);
  const [deleteAddress, { loading: deletingBusy }] = useDeleteAddressMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { data } = await deleteAddress({ variables: { id: deleting.id } });
      const refusal = data?.deleteAddress.userErrors[0];
      if (refusal) notify({ type: 'error', message: userErrorText(i18n, refusal) });
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
    setDeleting(null);
  };

  return (
    <section className={styles.block} aria-labelledby="addresses-heading" data-testid="addresses-block">
      <h2 id="addresses-heading">
        <Trans>Mijn adressen</Trans>
      </h2>
      {editing ? (
        <AddressForm
          id={editing.kind === 'edit' ? editing.address.id : null}
          initial={addressValuesOf(editing.kind === 'edit' ? editing.address : null, {
            firstname: customer.firstname,
            lastname: customer.lastname,
            countryId: taxCountry,
          })}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          {customer.addresses.length === 0 ? (
            <EmptyState>
              <p>
                <Trans>Je hebt nog geen adressen.</Trans>
              </p>
            </EmptyState>
          ) : (
            <ul className={styles.cards}>
              {customer.addresses.map((address) => (
                <li key={address.id} className={styles.card} data-testid="address">
                  <AddressText address={address} />
                  <div className={styles.actions}>
                    <Button size="sm" onClick={() => setEditing({ kind: 'edit', address })}>
                      <Trans>Wijzigen</Trans>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(address)}>
                      <Trans>Verwijderen</Trans>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <Button onClick={() => setEditing({ kind: 'new' })}>
              <Trans>Adres toevoegen</Trans>
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Adres verwijderen`}
        confirmLabel={t`Verwijderen`}
        busy={deletingBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <Trans>Wil je dit adres verwijderen?</Trans>
        </p>
        {deleting && <AddressText address={deleting} />}
      </ConfirmDialog>
    </section>
  );
}

function AddressText({ address }: { address: AddressFields_AddressFragment }) {
  const { locale } = useStoreView();
  const streetLine = streetLineOf(address);
  return (
    <address>
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstname} {address.lastname}
      <br />
      {streetLine}
      <br />
      {address.postcode} {address.city}, {countryName(address.countryId, locale)}
      {address.telephone && (
        <>
          <br />
          {address.telephone}
        </>
      )}
      {(address.defaultShipping || address.defaultBilling) && (
        <p className={styles.muted}>
          {address.defaultShipping && address.defaultBilling ? (
            <Trans>Standaard verzend- en factuuradres</Trans>
          ) : address.defaultShipping ? (
            <Trans>Standaard verzendadres</Trans>
          ) : (
            <Trans>Standaard factuuradres</Trans>
          )}
        </p>
      )}
    </address>
  );
}
