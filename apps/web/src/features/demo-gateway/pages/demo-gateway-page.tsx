import {
  DEMO_GATEWAY_METHODS,
  DEMO_GATEWAY_OUTCOMES,
  type DemoGatewayMethod,
  type DemoGatewayOutcome,
  type DemoGatewayRedirect,
} from '@nestlane/shared';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ChoiceRadios } from '../../../components/choice-radios';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { isClientError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format-price';
import { toastFailure } from '../../../lib/run-action';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useDemoGatewaySession,
  usePayDemoGatewaySession,
  useSendDemoGatewayIpn,
} from '../api/demo-gateway-session';
import { demoGatewayMessages } from '../messages';

/** A session the payer may still pay: never tried, or its last try failed or was cancelled. */
const PAYABLE = new Set(['open', 'failed', 'cancelled']);

/** What SSLCommerz's page does when it is done: the browser POSTs the fields to the merchant's return URL. */
function postToMerchant(redirect: DemoGatewayRedirect) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirect.action;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * The keyless demo's SSLCommerz-like gateway page (issue 29, decision 062): the merchant, the amount in
 * Taka and the transaction, a method (card, bKash, Nagad) and a test outcome (paid, failed, cancelled,
 * paid with the IPN late). Paying sends the browser back to the merchant as SSLCommerz does.
 */
export function DemoGatewayPage() {
  const t = useT(demoGatewayMessages);
  usePageTitle(t('demoGateway.title'));
  const { sessionKey = '' } = useParams();
  const session = useDemoGatewaySession(sessionKey);
  const pay = usePayDemoGatewaySession(sessionKey);
  const sendIpn = useSendDemoGatewayIpn(sessionKey);
  const [method, setMethod] = useState<DemoGatewayMethod>('card');
  const [outcome, setOutcome] = useState<DemoGatewayOutcome>('paid');
  const [isReturning, setIsReturning] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const redirect = await pay.mutateAsync({ method, outcome });
      setIsReturning(true);
      postToMerchant(redirect);
    } catch (error) {
      toastFailure(error);
    }
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('demoGateway.title')}</h1>
      <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {t('demoGateway.notice')}
      </p>
      {session.isPending && <LoadingSpinner className="min-h-40" />}
      {session.isError && isClientError(session.error) && (
        <p role="alert" className="mt-6 font-semibold text-red-700">
          {t('demoGateway.notFound')}
        </p>
      )}
      {session.isError && !isClientError(session.error) && (
        <LoadError
          what={t('demoGateway.what')}
          error={session.error}
          onRetry={() => void session.refetch()}
        />
      )}
      {session.isSuccess && (
        <>
          <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-slate-700">{t('demoGateway.merchant')}</dt>
            <dd className="text-ink">Nestlane</dd>
            <dt className="font-semibold text-slate-700">{t('demoGateway.amount')}</dt>
            <dd className="font-bold text-ink">{formatAmount(Number(session.data.amount))}</dd>
            <dt className="font-semibold text-slate-700">{t('demoGateway.transaction')}</dt>
            <dd className="break-all text-ink">{session.data.tranId}</dd>
          </dl>
          {PAYABLE.has(session.data.status) ? (
            <form className="mt-6 space-y-5" onSubmit={(event) => void submit(event)}>
              <ChoiceRadios
                legend={t('demoGateway.method.legend')}
                choices={DEMO_GATEWAY_METHODS.map((value) => ({
                  value,
                  label: t(`demoGateway.method.${value}`),
                }))}
                value={method}
                onChange={setMethod}
                look="pills"
              />
              <ChoiceRadios
                legend={t('demoGateway.outcome.legend')}
                choices={DEMO_GATEWAY_OUTCOMES.map((value) => ({
                  value,
                  label: t(`demoGateway.outcome.${value}`),
                }))}
                value={outcome}
                onChange={setOutcome}
                look="pills"
              />
              <button type="submit" className="btn-primary w-full" disabled={pay.isPending || isReturning}>
                {isReturning
                  ? t('demoGateway.returning')
                  : t('demoGateway.submit', { amount: formatAmount(Number(session.data.amount)) })}
              </button>
            </form>
          ) : session.data.status === 'pending' ? (
            <div className="mt-6">
              <p className="font-semibold text-ink">{t('demoGateway.pending')}</p>
              <button
                type="button"
                className="btn-primary mt-4 w-full"
                disabled={sendIpn.isPending}
                onClick={() => sendIpn.mutate(undefined, { onError: (error) => toastFailure(error) })}
              >
                {t('demoGateway.sendIpn')}
              </button>
            </div>
          ) : (
            <p role="alert" className="mt-6 font-semibold text-ink">
              {t('demoGateway.alreadyPaid')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
