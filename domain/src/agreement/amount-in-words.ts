import { cents, type Cents } from '../money';

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
  'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : `${TENS[rest / 10]}`);
  else if (rest > 0) words.push(`${ONES[rest]}`);
  return words.join(' ');
}

/** 1234 → "One Thousand Two Hundred Thirty-Four"; 0 → "Zero". */
export function wholeNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole, non-negative number: ${value}`);
  if (value === 0) return 'Zero';
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group > 0) {
      const scaleWord = SCALES[scale];
      if (scaleWord === undefined) throw new RangeError(`Too large to write out: ${value}`);
      groups.unshift(scaleWord ? `${belowThousand(group)} ${scaleWord}` : belowThousand(group));
    }
    rest = Math.floor(rest / 1000);
  }
  return groups.join(' ');
}

/**
 * How a check or note writes an amount: 1_200_050 → "Twelve Thousand Dollars and 50/100".
 * Written words make an altered figure obvious, which is why notes carry both.
 */
export function dollarsInWords(amount: Cents): string {
  const value = cents(amount);
  if (value < 0) throw new RangeError(`Not a non-negative amount: ${value}`);
  const dollars = Math.floor(value / 100);
  const centsPart = String(value % 100).padStart(2, '0');
  return `${wholeNumberInWords(dollars)} ${dollars === 1 ? 'Dollar' : 'Dollars'} and ${centsPart}/100`;
}
