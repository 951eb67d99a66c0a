export { formatAmount, formatCurrency, formatShortIndian, pricesNote } from './format';
export { MAX_AMOUNT, parseAmount } from './parse-amount';
export { fromMinor, sumMinor, toMinor } from './minor-units';
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  currencyForCountry,
  getCurrency,
  isCurrencyCode,
  type Currency,
  type CurrencyCode,
} from './currencies';
export { cachedCurrency, detectCurrency, DETECTED_CURRENCY_KEY } from './detect-currency';
