import { VersionConflictError } from '@/lib/backend';
import { defineCommand, putBased, removeBased, type Reader } from '@/lib/commands/command';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { isoDateSchema } from '@/lib/date-schema';
import { formatShortDate } from '@/lib/dates';
import { z } from '@/lib/zod';
import { PAYMENT_METHODS, paymentsCollection, type Payment } from './payments-model';

/**
 * The payment schedule's commands (src/lib/commands): each one batch based on the versions it read, one undo step.
 * The contract suite runs them on both adapters (tests/contract/planning.cases.ts).
 */
const paymentTitle = (payment: Payment) => `due ${formatShortDate(payment.dueDate)}`;
export const addPayment = addRecordCommand(paymentsCollection, 'addPayment', paymentTitle);
export const updatePayment = updateRecordCommand(paymentsCollection, 'updatePayment', paymentTitle);

const idInput = z.string().check(z.minLength(1), z.maxLength(64));

async function storedPayment(id: string, read: Reader) {
  const stored = await read.get<Payment>(paymentsCollection.table, id);
  if (!stored)
    throw new VersionConflictError('deleted', { table: paymentsCollection.table, id, record: null });
  return stored;
}

/** Marks an instalment paid on a day, by a method; its expense's paid figure follows (ledger.ts). */
export const markPaymentPaid = defineCommand({
  name: 'markPaymentPaid',
  input: z.object({
    id: idInput,
    paidOn: isoDateSchema('Choose the day it was paid'),
    method: z.optional(z.enum(PAYMENT_METHODS, 'Choose how it was paid')),
  }),
  async plan({ id, paidOn, method }, read) {
    const stored = await storedPayment(id, read);
    const next = paymentsCollection.schema.parse({ ...stored, paidOn, ...(method ? { method } : {}) });
    return { changes: [putBased(paymentsCollection.table, next, stored)], result: next };
  },
  describe: (_input, payment) => `Marked the payment ${paymentTitle(payment)} paid`,
});

/** Removes an instalment (its receipt file is the caller's to remove once the delete is kept). */
export const removePayment = defineCommand({
  name: 'removePayment',
  input: z.object({ id: idInput }),
  async plan({ id }, read) {
    const stored = await storedPayment(id, read);
    return { changes: [removeBased(paymentsCollection.table, stored)], result: stored };
  },
  describe: (_input, payment) => `Removed the payment ${paymentTitle(payment)}`,
});
