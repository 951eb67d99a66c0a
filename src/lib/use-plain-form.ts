import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string | boolean>;

export const SCHEMA_UNAVAILABLE =
  "Couldn't load this form's checks, so nothing was sent. Check your connection and try again.";

/** What the form needs of its zod schema (./schemas). */
export type FormSchema<T> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** Each field's first message, by the field it is about (a check on the whole form names its field in `path`). */
function fieldErrors<T>(schema: FormSchema<T>, values: Values): Partial<Record<string, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
  return errors;
}

/**
 * A form of a few text and tick-box fields that a page shows as it opens (sign-in, sign-up, the password forms, the
 * settings' Profile tab): react-hook-form's behaviour for them without its 15 KiB in the page's first load (and for
 * the auth pages, the app's door, without zod's 11 KiB before the page has painted: DESIGN.md §6 gives `/login` 120
 * KiB in all). The schema is fetched as the form mounts, so it is in by the time anyone types; a submit waits for it.
 * Forms that open in a dialog keep react-hook-form, fetched with the dialog.
 *
 * A field's message shows once the form has been submitted, and in a `live` form (sign-up: "the length and match
 * messages show inline while typing") as soon as that field has been changed. Every field is checked on every change,
 * so a confirmation is re-checked when the password changes. An invalid submit focuses the first field it names.
 */
export function usePlainForm<T extends Values>({
  schema,
  defaults,
  live = false,
}: {
  /** Fetches the schema; a module-level function, so the form asks once. */
  schema: () => Promise<FormSchema<T>>;
  defaults: T;
  live?: boolean;
}) {
  // What the inputs hold, mirrored as they change: for the messages as the user types and a page's own hints.
  const [values, setValuesState] = useState<T>(defaults);
  const [parser, setParser] = useState<FormSchema<T> | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const loading = useRef<Promise<FormSchema<T>> | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const loadSchema = () =>
    (loading.current ??= schema().then((loaded) => {
      setParser(loaded);
      return loaded;
    }));
  useEffect(() => {
    // A failed fetch (offline) is tried again by the submit, which then says what went wrong.
    void loadSchema().catch(() => (loading.current = null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: `schema` is a module-level function
  }, []);

  const allErrors = useMemo(() => (parser ? fieldErrors(parser, values) : {}), [parser, values]);
  const errors: Partial<Record<keyof T & string, string>> = {};
  for (const [field, message] of Object.entries(allErrors))
    if (submitted || (live && changed.has(field))) errors[field as keyof T & string] = message;

  /**
   * Props for the input of one field. The inputs keep their own value, as react-hook-form's do: what a password
   * manager fills in without telling the page is still what is sent, and no render puts an older value back.
   */
  const register = (name: keyof T & string) => {
    const initial = defaults[name];
    return {
      name,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = typeof initial === 'boolean' ? event.target.checked : event.target.value;
        setValuesState((current) => ({ ...current, [name]: next }));
        setChanged((current) => (current.has(name) ? current : new Set(current).add(name)));
      },
      onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: String(initial) }),
    };
  };

  /** What the inputs hold now (the fields without an input keep their last value). */
  const read = (): T => {
    const current: Values = { ...values };
    for (const [name, input] of inputs.current)
      current[name] = typeof defaults[name] === 'boolean' ? input.checked : input.value;
    return current as T;
  };

  /** Puts values in the inputs (the demo account's credentials), as if typed. */
  const setValues = (next: T) => {
    for (const [name, input] of inputs.current) {
      const value = next[name];
      if (typeof value === 'boolean') input.checked = value;
      else input.value = String(value);
    }
    setValuesState(next);
  };

  useEffect(() => {
    // What was typed before the app ran the page (sign-in and sign-up arrive as HTML and start the app at the first
    // touch, public/boot.js) counts as changed, as if typed now: its messages show as they would have.
    const typed: Values = {};
    for (const [name, input] of inputs.current) {
      const value = typeof defaults[name] === 'boolean' ? input.checked : input.value;
      if (value !== defaults[name]) typed[name] = value;
    }
    if (Object.keys(typed).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM is the outside system here, read once
    setValuesState((current) => ({ ...current, ...typed }));
    setChanged(new Set(Object.keys(typed)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: what the page held when the app took it
  }, []);

  /**
   * Checks what the inputs hold (or `given`) and, when valid, hands the schema's output (trimmed) to `onValid`; one
   * submit at a time.
   */
  const submit = async (onValid: (data: T) => Promise<void> | void, given?: T) => {
    if (busy.current) return;
    busy.current = true;
    const current = given ?? read();
    setValuesState(current);
    setSubmitted(true);
    setSubmitting(true);
    setProblem(null);
    try {
      let loaded: FormSchema<T>;
      try {
        loaded = await loadSchema();
      } catch {
        loading.current = null;
        setProblem(SCHEMA_UNAVAILABLE);
        return;
      }
      const result = loaded.safeParse(current);
      if (!result.success) {
        const wrong = fieldErrors(loaded, current);
        const first = Object.keys(current).find((field) => wrong[field]);
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      await onValid(result.data);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  /** The form's onSubmit. */
  const handleSubmit = (onValid: (data: T) => Promise<void> | void) => (event: FormEvent) => {
    event.preventDefault();
    void submit(onValid);
  };

  return {
    values,
    setValues,
    register,
    errors,
    touched,
    submitted,
    submitting,
    /** Why the last submit could not even be checked (the form's code did not arrive), for the page to show. */
    problem,
    submit,
    handleSubmit,
  };
}
