import {
  roomAssignmentProblem,
  roomAssignmentSchema,
  roomBlockSchema,
  travelSchema,
  type RoomAssignment,
  type RoomBlock,
} from './travel-model';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('travel and rooms as stored', () => {
  it('keeps a journey named by its guest, else its household, with empty fields absent', () => {
    expect(
      travelSchema.parse({
        id: 'h1',
        householdId: 'h1',
        arrivalDate: '2027-12-09',
        arrivalNumber: ' ',
        notes: '',
      }),
    ).toEqual({ id: 'h1', householdId: 'h1', arrivalDate: '2027-12-09', pickupNeeded: false });
    expect(messages(travelSchema.safeParse({ id: 'h1', householdId: 'h1', guestId: 'g1' }))).toEqual([
      'Travel is named by its guest, else its household',
    ]);
  });

  it('says what is wrong: days out of order, a day or time that is none, an unknown way, a number too long', () => {
    expect(
      messages(
        travelSchema.safeParse({
          id: 'h1',
          householdId: 'h1',
          arrivalDate: '2027-02-30',
          arrivalTime: '2pm',
          arrivalMode: 'rocket',
          departureNumber: 'n'.repeat(41),
        }),
      ),
    ).toEqual([
      'Choose a real date',
      'Choose a time like 15:30',
      'Choose how the arrival is made',
      'Keep the departure flight or train number under 40 characters',
    ]);
    expect(
      messages(
        travelSchema.safeParse({
          id: 'h1',
          householdId: 'h1',
          arrivalDate: '2027-12-10',
          departureDate: '2027-12-09',
        }),
      ),
    ).toEqual(['The departure is before the arrival']);
  });

  it('a block holds whole rooms for at least a night; a room is given for at least a night', () => {
    const block = { id: 'b1', hotel: 'Lake Palace', rooms: 2, checkIn: '2027-12-09', checkOut: '2027-12-11' };
    expect(roomBlockSchema.safeParse(block).success).toBe(true);
    expect(messages(roomBlockSchema.safeParse({ ...block, hotel: ' ', rooms: 1.5 }))).toEqual([
      'Hotel is required',
      'Rooms are whole numbers',
    ]);
    expect(messages(roomBlockSchema.safeParse({ ...block, rooms: 0, checkOut: '2027-12-09' }))).toEqual([
      'At least 1 room',
      'Check-out is after check-in',
    ]);
    expect(
      messages(
        roomAssignmentSchema.safeParse({
          id: 'r1',
          blockId: 'b1',
          householdId: 'h1',
          checkIn: '2027-12-10',
          checkOut: '',
        }),
      ),
    ).toEqual(['Choose the check-out date']);
  });
});

describe('a room given in a block', () => {
  const block: RoomBlock = {
    id: 'b1',
    hotel: 'Rambagh Palace',
    rooms: 2,
    checkIn: '2027-12-09',
    checkOut: '2027-12-12',
  };
  const room = (
    id: string,
    householdId: string,
    checkIn: string,
    checkOut: string,
    blockId = 'b1',
  ): RoomAssignment => ({
    id,
    blockId,
    householdId,
    checkIn,
    checkOut,
  });

  it('fits inside the block’s nights, up to its last check-out day', () => {
    expect(roomAssignmentProblem(room('r1', 'h1', '2027-12-09', '2027-12-12'), block, [])).toBeNull();
    expect(roomAssignmentProblem(room('r1', 'h1', '2027-12-08', '2027-12-10'), block, [])).toEqual({
      path: 'checkIn',
      message:
        'Rambagh Palace holds rooms from Dec 9, 2027 to Dec 12, 2027: check in on or after its first day',
    });
    expect(roomAssignmentProblem(room('r1', 'h1', '2027-12-10', '2027-12-13'), block, [])).toEqual({
      path: 'checkOut',
      message:
        'Rambagh Palace holds rooms from Dec 9, 2027 to Dec 12, 2027: check out on or before its last day',
    });
  });

  it('is refused on a night every room of the block is given to others', () => {
    const given = [
      room('r1', 'h1', '2027-12-09', '2027-12-11'),
      room('r2', 'h2', '2027-12-10', '2027-12-12'),
      // Another block's rooms and the room's own earlier version do not count.
      room('r3', 'h3', '2027-12-09', '2027-12-12', 'b2'),
      room('r4', 'h4', '2027-12-09', '2027-12-12'),
    ];
    // The night of the 9th has one room left; the 10th has none.
    expect(roomAssignmentProblem(room('r4', 'h4', '2027-12-09', '2027-12-10'), block, given)).toBeNull();
    expect(roomAssignmentProblem(room('r5', 'h5', '2027-12-09', '2027-12-10'), block, given)).toEqual({
      path: 'root',
      message:
        'Every room of the block at Rambagh Palace (2) is taken on the night of Thu, Dec 9, 2027. Choose other nights, or hold more rooms in the block.',
    });
    expect(
      roomAssignmentProblem(room('r5', 'h5', '2027-12-11', '2027-12-12'), block, given.slice(0, 3)),
    ).toBeNull();
    expect(
      roomAssignmentProblem(room('r5', 'h5', '2027-12-09', '2027-12-12'), block, given.slice(0, 2))?.message,
    ).toMatch(/night of Fri, Dec 10, 2027/);
  });
});
