import { useT } from '../../../i18n';
import { receiptMessages } from '../messages';

/** The methods a person reads in their own language; any other the provider reports is shown as it came. */
const METHOD_LABELS = {
  card: 'receipt.method.card',
  'sandbox card': 'receipt.method.sandboxCard',
  bKash: 'receipt.method.bKash',
  Nagad: 'receipt.method.nagad',
  Rocket: 'receipt.method.rocket',
} as const;

export function useMethodLabel(): (method: string) => string {
  const t = useT(receiptMessages);
  return (method) => {
    const id = METHOD_LABELS[method as keyof typeof METHOD_LABELS];
    return id ? t(id) : method;
  };
}
