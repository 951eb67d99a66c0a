import { Field, NativeSelect } from '@/components/ui/field';

/** An invitation card the couple designed (/e-invites), by its public token. */
export interface Invitation {
  id: string;
  name: string;
  token: string;
}

/** Which invitation card goes with the RSVP links (its page, /i/<token>), or none. */
export function InvitationPicker({
  invitations,
  value,
  onChange,
}: {
  invitations: readonly Invitation[];
  value: Invitation | null;
  onChange: (id: string | null) => void;
}) {
  if (invitations.length === 0) return null;
  return (
    <Field
      label="Invitation to send along"
      hint="Its card opens from a link in the message, above the RSVP link."
    >
      {(p) => (
        <NativeSelect {...p} value={value?.id ?? ''} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">None: only the RSVP link</option>
          {invitations.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
