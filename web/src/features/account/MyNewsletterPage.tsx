import { useApolloClient } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { accountPaths } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { useNotifications } from '@/shared/ui/Notifications';
import { LoadError, Loading } from '@/shared/ui/StatusMessages';
import { SUBSCRIBED, UNSUBSCRIBED, userErrorText } from './accountMessages';
import { useMyNewsletterPageQuery } from './MyNewsletterPage.generated';
import { RequireLogin } from './RequireLogin';
import { useSubscribeMyNewsletterMutation } from './SubscribeMyNewsletter.generated';
import { useUnsubscribeMyNewsletterMutation } from './UnsubscribeMyNewsletter.generated';
import styles from './Account.module.css';
import { requestProblemText } from '@/shared/graphql/requestProblem';

/** seed 000 §2 my-newsletter: the customer's subscription (seed 000 §7 Newsletter: GET, POST, DELETE). */
export function MyNewsletterPage() {
  const { t } = useLingui();
  return (
    <>
      <EveryStorePageMeta name={t`Nieuwsbrief`} pathIn={accountPaths.myNewsletter} />
      <RequireLogin>
        <NewsletterBlock />
      </RequireLogin>
    </>
  );
}

function NewsletterBlock() {
  const { i18n } = useLingui();
  const client = useApolloClient();
  const { notify } = useNotifications();
  const { data, loading, error } = useMyNewsletterPageQuery();
  const [subscribe, { loading: subscribing }] = useSubscribeMyNewsletterMutation();
  const [unsubscribe, { loading: unsubscribing }] = useUnsubscribeMyNewsletterMutation();
  const me = data?.me;
  if (!me) return loading ? <Loading /> : error ? <LoadError /> : null;

  /** The customer's flag follows the answer, so the page shows what the newsletter service now says. */
  const change = async (wanted: boolean) => {
    try {
      const payload = wanted
        ? (await subscribe()).data?.subscribeNewsletter
        : (await unsubscribe()).data?.unsubscribeNewsletter;
      const refusal = payload?.userErrors[0];
      if (refusal) return notify({ type: 'error', message: userErrorText(i18n, refusal) });
      const subscribed = payload?.subscribed;
      if (typeof subscribed !== 'boolean') return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Customer', id: me.id }),
        fields: { newsletterSubscribed: () => subscribed },
      });
      notify({
        type: 'success',
        message: subscribed ? i18n._(SUBSCRIBED) : i18n._(UNSUBSCRIBED),
      });
    } catch (error) {
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  return (
    <section className={styles.block} aria-labelledby="newsletter-heading" data-testid="newsletter-block">
      <h2 id="newsletter-heading">
        <Trans>Nieuwsbrief</Trans>
      </h2>
      {me.newsletterSubscribed === null ? (
        <Alert tone="warning">
          <p>
            <Trans>We konden niet nagaan of {me.email} is ingeschreven. Probeer het later opnieuw.</Trans>
          </p>
        </Alert>
      ) : (
        <p data-testid="newsletter-status">
          {me.newsletterSubscribed ? (
            <Trans>{me.email} is ingeschreven op de nieuwsbrief.</Trans>
          ) : (
            <Trans>{me.email} is niet ingeschreven op de nieuwsbrief.</Trans>
          )}
        </p>
      )}
      <div className={styles.actions}>
        {me.newsletterSubscribed !== true && (
          <Button variant="primary" loading={subscribing} onClick={() => void change(true)}>
            <Trans>Inschrijven</Trans>
          </Button>
        )}
        {me.newsletterSubscribed !== false && (
          <Button loading={unsubscribing} onClick={() => void change(false)}>
            <Trans>Uitschrijven</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
