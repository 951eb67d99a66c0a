import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { useCollection, useUndoableRemove } from '@/lib/data';
import { useCommand } from '@/lib/data/use-command';
import { formatAmount } from '@/lib/money';
import { addFund, updateFund } from './fund-commands';
import { FundForm } from './fund-form';
import { fundsCollection, type Fund } from './funds-model';

/**
 * The couple's cash funds (issue 32 item 5), on their registry page: each fund shows on the public registry with a
 * UPI QR code or their payment link. Fetched after the page's first paint (registry-page.tsx), with its form.
 */
export function FundsSection({ currency }: { currency: string }) {
  const { items: funds } = useCollection(fundsCollection);
  const add = useCommand(addFund, { noun: 'fund' });
  const update = useCommand(updateFund, { noun: 'fund' });
  const remove = useUndoableRemove(fundsCollection);
  const [form, setForm] = useState<{ fund: Fund | null } | null>(null);

  const save = async (fund: Fund) => {
    if (form?.fund) await update({ id: fund.id, changes: { ...fund }, seen: form.fund });
    else await add(fund);
    setForm(null);
  };

  return (
    <section aria-labelledby="funds-heading" className="mt-8">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="funds-heading" className="text-lg font-semibold">
              Cash funds
            </h2>
            <p className="text-sm text-muted-foreground">
              A honeymoon or first-home fund. Guests pay you directly by UPI or your own link; the app never
              handles money. What they tell you they sent lands in your gifts ledger to confirm.
            </p>
          </div>
          <Button variant="secondary" onClick={() => setForm({ fund: null })}>
            <Plus aria-hidden="true" />
            Add Fund
          </Button>
        </div>
        {funds.length > 0 && (
          <ul aria-label="Cash funds" className="divide-y divide-border">
            {funds.map((fund) => (
              <li key={fund.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">{fund.title}</p>
                  <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
                    {[
                      fund.goal !== undefined && `Goal ${formatAmount(fund.goal, currency)}`,
                      fund.upiId && `UPI ${fund.upiId}`,
                      fund.paymentUrl && 'Payment link',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${fund.title}`}
                    onClick={() => setForm({ fund })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${fund.title}`}
                    onClick={() => void remove(fund.id, { name: fund.title })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.fund ? 'Edit Fund' : 'Add Fund'}
      >
        {form && (
          <FundForm fund={form.fund} currency={currency} onSubmit={save} onCancel={() => setForm(null)} />
        )}
      </Dialog>
    </section>
  );
}
