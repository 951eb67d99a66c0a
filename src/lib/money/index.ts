export { formatCurrency, formatUsd } from './format';
