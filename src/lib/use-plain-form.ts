import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string | boolean>;

/** Why a save failed, as form-fields' `saveFailure` says it. */
export type SaveProblem = { message: string; type?: 'conflict' | 'failed' };

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
      // A check on the whole form that names no field is the form's own ('root').
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= issue.message;
    }
  return errors;
}

/**
 * The app's one form hook: react-hook-form's behaviour for a form of a few fields without its 15 KiB in a page's first
 * load, in two ways of use.
 *
 * - Fields that keep their own value, given by `register` (sign-in, sign-up, the password forms, the settings' Profile
 *   tab). For the auth pages, the app's door, the schema is fetched as the form mounts (no zod's 11 KiB before the
 *   page has painted: DESIGN.md §6 gives `/login` 120 KiB in all), so it is in by the time anyone types; a submit
 *   waits for it. Forms that open in a dialog keep react-hook-form, fetched with the dialog.
 * - Controlled fields (the guests' travel and room forms), whose page holds the values and hands them to
 *   `handleSubmit(onValid, values)`, checked by a schema given as it is (`schema` an object rather than a loader,
 *   read afresh each render, so it may check against the page's current data).
 *
 * A field's message shows once the form has been submitted, and in a `live` form (sign-up: "the length and match
 * messages show inline while typing") as soon as that field has been changed. Every field is checked on every change,
 * so a confirmation is re-checked when the password changes. An invalid submit focuses the first field it names.
 * With `failed`, a save that fails (`onValid` throws) is said in `problem` (form-fields' `saveFailure`, not
 * imported here: it brings zod into the auth pages' first load), the values kept.
 */
export function usePlainForm<T extends Values, Out = T>({
  schema,
  defaults,
  live = false,
  failed,
}: {
  /** Fetches the schema (a module-level function, so the form asks once), or the schema itself. */
  schema: (() => Promise<FormSchema<Out>>) | FormSchema<Out>;
  defaults: T;
  live?: boolean;
  /**
   * What to say when saving fails; without it, the failure is the caller's to catch. A `type` 'conflict' (another
   * member changed the record) turns FormActions' buttons into Keep mine and Take theirs.
   */
  failed?: (error: unknown) => string | SaveProblem;
}) {
  // What the inputs hold, mirrored as they change: for the messages as the user types and a page's own hints.
  const [values, setValuesState] = useState<T>(defaults);
  const [fetched, setFetched] = useState<FormSchema<Out> | null>(null);
  const given = typeof schema === 'function' ? null : schema;
  const parser = given ?? fetched;
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const busy = useRef(false);
  const loading = useRef<Promise<FormSchema<Out>> | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const loadSchema = () =>
    given
      ? Promise.resolve(given)
      : (loading.current ??= (schema as () => Promise<FormSchema<Out>>)().then((loaded) => {
          setFetched(loaded);
          return loaded;
        }));
  useEffect(() => {
    // A failed fetch (offline) is tried again by the submit, which then says what went wrong.
    void loadSchema().catch(() => (loading.current = null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: `schema` is a module-level function
  }, []);

  const allErrors = useMemo(() => (parser ? fieldErrors(parser, values) : {}), [parser, values]);
  const errors: Partial<Record<(keyof T & string) | 'root', string>> = {};
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
  const submit = async (onValid: (data: Out) => unknown, values?: T) => {
    if (busy.current) return;
    busy.current = true;
    const current = values ?? read();
    setValuesState(current);
    setSubmitted(true);
    setSubmitting(true);
    setProblem(null);
    try {
      let loaded: FormSchema<Out>;
      try {
        loaded = await loadSchema();
      } catch {
        loading.current = null;
        setProblem({ message: SCHEMA_UNAVAILABLE });
        return;
      }
      const result = loaded.safeParse(current);
      if (!result.success) {
        const wrong = fieldErrors(loaded, current);
        const first = Object.keys(current).find((field) => wrong[field]);
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      try {
        await onValid(result.data);
      } catch (error) {
        if (!failed) throw error;
        const said = failed(error);
        setProblem(typeof said === 'string' ? { message: said } : said);
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  /** The form's onSubmit; a form of controlled fields gives the values it holds. */
  const handleSubmit = (onValid: (data: Out) => unknown, values?: T) => (event: FormEvent) => {
    event.preventDefault();
    void submit(onValid, values);
  };

  return {
    values,
    setValues,
    register,
    errors,
    touched,
    submitted,
    submitting,
    /**
     * Why the last submit could not even be checked (the form's code did not arrive), or (with a `noun`) could not be
     * saved, for the page to show.
     */
    problem: problem?.message ?? null,
    /** The same as FormActions' `error`: its `type` says whether the save met another member's change. */
    failure: problem,
    submit,
    handleSubmit,
  };
}
