import { Field, Input, NativeSelect } from '@/components/ui/field';
import { GUEST_LIMITS as L, type PublicQuestion, type PublicRsvpEvent } from '@/lib/backend';
import { useGuestMessages } from './messages';

interface Detail {
  meal: string;
  replies: Record<string, string>;
}

/**
 * What an event asks of a guest who attends it (issue 33 item 1): a meal from its own menu and its own questions,
 * grouped under "Meera at the Sangeet".
 */
export function EventQuestions({
  event,
  guestName,
  groupName,
  value,
  disabled,
  onChange,
}: {
  event: PublicRsvpEvent;
  guestName: string;
  /** Names the yes/no radio groups apart from other guests' and events'. */
  groupName: string;
  value: Detail;
  disabled: boolean;
  onChange: (value: Detail) => void;
}) {
  const { t } = useGuestMessages();
  const answer = (id: string, text: string) =>
    onChange({ ...value, replies: { ...value.replies, [id]: text } });
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium [overflow-wrap:anywhere]">
        {t('rsvp.guestAt', { name: guestName, event: event.name })}
      </legend>
      <MealSelect
        label={t('rsvp.mealAt', { event: event.name })}
        menu={event.mealOptions}
        value={value.meal}
        disabled={disabled}
        onChange={(meal) => onChange({ ...value, meal })}
      />
      {event.questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          name={`${groupName}-${q.id}`}
          value={value.replies[q.id] ?? ''}
          disabled={disabled}
          onChange={(text) => answer(q.id, text)}
        />
      ))}
    </fieldset>
  );
}

function QuestionField({
  question,
  name,
  value,
  disabled,
  onChange,
}: {
  question: PublicQuestion;
  name: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useGuestMessages();
  if (question.kind === 'yesno')
    return (
      <div role="radiogroup" aria-label={question.label}>
        <p className="text-sm font-medium [overflow-wrap:anywhere] text-copy">{question.label}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {(['yes', 'no'] as const).map((choice) => (
            <label
              key={choice}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={value === choice}
                disabled={disabled}
                onChange={() => onChange(choice)}
                className="size-4 accent-primary"
              />
              {choice === 'yes' ? t('rsvp.yes') : t('rsvp.no')}
            </label>
          ))}
        </div>
      </div>
    );
  return (
    <Field label={question.label}>
      {(p) =>
        question.kind === 'choice' ? (
          <NativeSelect {...p} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('rsvp.chooseOne')}</option>
            {question.choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input
            {...p}
            value={value}
            maxLength={L.questionAnswer}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** A meal from the couple's (or an event's) menu; nothing when there is no menu. */
export function MealSelect({
  label,
  menu,
  value,
  disabled,
  onChange,
}: {
  label: string;
  menu: readonly string[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useGuestMessages();
  if (!menu.length) return null;
  return (
    <Field label={label}>
      {(p) => (
        <NativeSelect {...p} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('rsvp.chooseMeal')}</option>
          {menu.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
