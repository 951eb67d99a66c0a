import { useState } from 'react';
import { Field, Input, NativeSelect } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { GUEST_LIMITS as L } from '@/lib/backend';
import { saveFailure } from '@/lib/form-fields';
import { shortId } from '@/lib/ids';
import { usePlainForm, type FormSchema } from '@/lib/use-plain-form';
import { fullName, type Guest, type Household } from './model';
import {
  roomAssignmentProblem,
  roomAssignmentSchema,
  roomBlockSchema,
  type RoomAssignment,
  type RoomBlock,
} from './travel-model';

type BlockValues = Record<keyof RoomBlock, string>;

/** The block as typed: the count of rooms a number (none when blank), checked by the stored schema. */
const blockForm: FormSchema<RoomBlock> = {
  safeParse: (values) => {
    const v = values as BlockValues;
    return roomBlockSchema.safeParse({ ...v, rooms: v.rooms.trim() === '' ? undefined : Number(v.rooms) });
  },
};

/** Add or edit a room block: the hotel, its address, how many rooms, check-in and check-out. */
export function RoomBlockForm({
  block,
  onSubmit,
  onCancel,
}: {
  block: RoomBlock | null;
  onSubmit: (block: RoomBlock) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => block?.id ?? shortId());
  const [hotel, setHotel] = useState(block?.hotel ?? '');
  const [address, setAddress] = useState(block?.address ?? '');
  const [rooms, setRooms] = useState(block ? String(block.rooms) : '');
  const [checkIn, setCheckIn] = useState(block?.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(block?.checkOut ?? '');
  const values: BlockValues = { id, hotel, address, rooms, checkIn, checkOut };
  const { errors, submitting, failure, handleSubmit } = usePlainForm({
    schema: blockForm,
    defaults: values,
    failed: (error) => saveFailure(error, 'room block'),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit, values)} noValidate className="space-y-4">
      <Field label="Hotel" error={errors.hotel}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            maxLength={L.hotel}
            value={hotel}
            onChange={(e) => setHotel(e.target.value)}
          />
        )}
      </Field>
      <Field label="Hotel address" error={errors.address}>
        {(p) => (
          <Input {...p} maxLength={L.address} value={address} onChange={(e) => setAddress(e.target.value)} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Rooms held" error={errors.rooms}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              max={L.blockRooms}
              value={rooms}
              onChange={(e) => setRooms(e.target.value)}
            />
          )}
        </Field>
        <Field label="Check-in" error={errors.checkIn}>
          {(p) => <Input {...p} type="date" value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />}
        </Field>
        <Field label="Check-out" error={errors.checkOut}>
          {(p) => <Input {...p} type="date" value={checkOut} onChange={(e) => setCheckOut(e.target.value)} />}
        </Field>
      </div>
      <FormActions
        error={errors.root ?? failure}
        busy={submitting}
        submitLabel={block ? 'Save Changes' : 'Add Room Block'}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * Give a household, or one of its guests, a room of the block for some nights (the block's dates to start with),
 * within the block's nights and its rooms left on each of them (`given`: the rooms given so far). The choice is
 * `<household id>` or `<household id> <guest id>` (ids hold no spaces).
 */
export function RoomAssignmentForm({
  block,
  households,
  guests,
  given,
  onSubmit,
  onCancel,
}: {
  block: RoomBlock;
  households: readonly Household[];
  guests: readonly Guest[];
  given: readonly RoomAssignment[];
  onSubmit: (room: RoomAssignment) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [id] = useState(() => shortId());
  const [who, setWho] = useState('');
  const [checkIn, setCheckIn] = useState(block.checkIn);
  const [checkOut, setCheckOut] = useState(block.checkOut);
  const values = { who, checkIn, checkOut };
  // Read afresh each render: the rooms left are counted on the rooms given as they are now.
  const schema: FormSchema<RoomAssignment> = {
    safeParse: (v) => {
      const { who, ...stay } = v as typeof values;
      const [householdId = '', guestId] = who.split(' ');
      if (!householdId) return refusal('who', 'Choose a household');
      const parsed = roomAssignmentSchema.safeParse({ id, blockId: block.id, householdId, guestId, ...stay });
      const problem = parsed.success && roomAssignmentProblem(parsed.data, block, given);
      return problem ? refusal(problem.path, problem.message) : parsed;
    },
  };
  const { errors, submitting, failure, handleSubmit } = usePlainForm({
    schema,
    defaults: values,
    failed: (error) => saveFailure(error, 'room'),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit, values)} noValidate className="space-y-4">
      <Field label="Household" error={errors.who}>
        {(p) => (
          <NativeSelect {...p} value={who} onChange={(e) => setWho(e.target.value)}>
            <option value="">Choose a household</option>
            {households.map((h) => {
              const members = guests.filter((g) => g.householdId === h.id);
              return (
                <optgroup key={h.id} label={h.name}>
                  <option value={h.id}>{h.name}</option>
                  {members.length > 1 &&
                    members.map((g) => (
                      <option key={g.id} value={`${h.id} ${g.id}`}>
                        {fullName(g)} on their own
                      </option>
                    ))}
                </optgroup>
              );
            })}
          </NativeSelect>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Room check-in" error={errors.checkIn}>
          {(p) => <Input {...p} type="date" value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />}
        </Field>
        <Field label="Room check-out" error={errors.checkOut}>
          {(p) => <Input {...p} type="date" value={checkOut} onChange={(e) => setCheckOut(e.target.value)} />}
        </Field>
      </div>
      <FormActions
        error={errors.root ?? failure}
        busy={submitting}
        submitLabel="Give Room"
        onCancel={onCancel}
      />
    </form>
  );
}

/** A form's answer of one problem with one field (or with the whole form: 'root'). */
const refusal = (field: string, message: string) =>
  ({ success: false, error: { issues: [{ path: [field], message }] } }) as const;
