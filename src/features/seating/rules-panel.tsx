import { Wand2 } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, NativeSelect } from '@/components/ui/field';
import { LongSelect } from '@/components/ui/long-select';
import { shortId } from '@/lib/ids';
import type { ChartAction } from './chart';
import { RULE_KINDS, type RuleRecord } from './rules-model';
import { partyName, RULE_KIND_LABELS, toSeatingRule, type RuleKind, type SeatingRule } from './rules';
import type { SeatingGuest } from './seating';

const BETWEEN: Record<SeatingRule['of'], string> = { guest: 'Two guests', household: 'Two households' };

/**
 * The chart's seating rules (issue 33): add "keep together" or "keep apart" between two guests or two households of
 * the event, see them listed, remove one. Auto-arrange honours them; the warnings name any the chart breaks. Also
 * where the couple asks auto-arrange to re-arrange everyone (all but the head table).
 */
export const RulesPanel = memo(function RulesPanel({
  guests,
  rules,
  dispatch,
  onArrangeEveryone,
}: {
  guests: readonly SeatingGuest[];
  rules: readonly RuleRecord[];
  dispatch: (action: ChartAction) => void;
  onArrangeEveryone: () => void;
}) {
  const [kind, setKind] = useState<RuleKind>('apart');
  const [of, setOf] = useState<SeatingRule['of']>('guest');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [error, setError] = useState<string | null>(null);

  const parties = useMemo(() => {
    if (of === 'guest') return guests.map((g) => ({ value: g.id, label: g.name }));
    const seen = new Map<string, string>();
    for (const g of guests) if (!seen.has(g.householdId)) seen.set(g.householdId, g.householdName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [guests, of]);
  const noun = of === 'guest' ? 'guest' : 'household';

  const add = () => {
    if (!a || !b) return setError(`Choose a ${noun} in both lists.`);
    if (a === b) return setError(`Choose two different ${noun}s.`);
    setError(null);
    dispatch({ type: 'addRule', id: shortId(), rule: { kind, of, a, b } });
    setA('');
    setB('');
  };

  // A render function for Field (not a component), so the select keeps its focus when the panel redraws.
  const partySelect =
    (value: string, set: (v: string) => void, searchLabel: string) =>
    (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => (
      <LongSelect
        {...props}
        value={value}
        onChange={(e) => set(e.target.value)}
        options={parties}
        placeholder={`Choose a ${noun}`}
        searchLabel={searchLabel}
      />
    );

  return (
    <section aria-labelledby="rules-heading" className="space-y-3 rounded-xl border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="rules-heading" className="font-semibold">
          Rules ({rules.length})
        </h3>
        <Button variant="secondary" size="sm" onClick={onArrangeEveryone}>
          <Wand2 aria-hidden="true" />
          Re-arrange everyone
        </Button>
      </div>
      <p className="text-xs text-subtle-foreground">
        Auto-arrange keeps households together and follows these rules. It seats only the unseated; Re-arrange
        everyone moves all guests but the head table&apos;s.
      </p>
      <form
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Field label="Rule">
          {(p) => (
            <NativeSelect {...p} value={kind} onChange={(e) => setKind(e.target.value as RuleKind)}>
              {RULE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {RULE_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Between">
          {(p) => (
            <NativeSelect
              {...p}
              value={of}
              onChange={(e) => {
                setOf(e.target.value as SeatingRule['of']);
                setA('');
                setB('');
                setError(null);
              }}
            >
              {(['guest', 'household'] as const).map((o) => (
                <option key={o} value={o}>
                  {BETWEEN[o]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Who" error={error}>
          {partySelect(a, setA, 'Find who')}
        </Field>
        <Field label="With whom">{partySelect(b, setB, 'Find with whom')}</Field>
        <Button type="submit">Add rule</Button>
      </form>
      {rules.length > 0 && (
        <ul aria-label="Seating rules" className="space-y-1 text-sm">
          {rules.map((record) => {
            const rule = toSeatingRule(record);
            const text = `${RULE_KIND_LABELS[rule.kind]}: ${partyName(guests, rule.of, rule.a)} and ${partyName(guests, rule.of, rule.b)}`;
            return (
              <li key={rule.id} className="flex flex-wrap items-center gap-x-2">
                <span className="min-w-0 flex-1 break-words">{text}</span>
                <Button
                  variant="link"
                  size="inline"
                  aria-label={`Remove rule: ${text}`}
                  onClick={() => dispatch({ type: 'removeRule', id: rule.id })}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
