import { roomAssignmentSchema, roomBlockSchema, travelSchema } from './travel-model';

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
