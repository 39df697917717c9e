/** How money changes hands: for disbursing a loan and for recording a payment. */
export const PAYMENT_METHODS = ['cash', 'bank-transfer', 'check', 'venmo', 'zelle', 'paypal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  check: 'Check',
  venmo: 'Venmo',
  zelle: 'Zelle',
  paypal: 'PayPal',
  other: 'Other',
};

export const PAYMENT_METHOD_RULE = `must be one of: ${Object.values(PAYMENT_METHOD_LABELS).join(', ')} (${PAYMENT_METHODS.map((m) => `"${m}"`).join(', ')}).`;
