import { useState } from 'react';
import { saveFailureMessage } from '@/lib/form-fields';
import { useOneSubmit } from '@/lib/use-one-submit';

type Errors = Record<string, string>;

/** A form checked by a stored schema on submit: each field's first problem shown under it; a refused save kept. */
export function useSchemaForm<T>(
  parse: () =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  onSubmit: (value: T) => Promise<unknown>,
  noun: string,
) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = useOneSubmit(async (e) => {
    e?.preventDefault();
    const parsed = parse();
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'root'), i.message]).reverse(),
        ),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors({ root: saveFailureMessage(error, noun) });
    } finally {
      setBusy(false);
    }
  });
  return { errors, busy, submit };
}
