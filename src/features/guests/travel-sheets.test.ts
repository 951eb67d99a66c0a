import { guest, household } from './test-data';
import { travelCounts } from './travel-counts';
import { arrivalsSheet, journeys, roomNights, roomsSheet, sheetCsv } from './travel-sheets';
import type { RoomAssignment, RoomBlock, Travel } from './travel-model';

const households = [household('h1', { name: 'The Sharmas' }), household('h2', { name: 'The Iyers' })];
const guests = [
  guest('g1', 'h1', { firstName: 'Meera', lastName: 'Sharma' }),
  guest('g2', 'h1', { firstName: 'Rohan', lastName: 'Sharma' }),
  guest('g3', 'h2', { firstName: 'Arjun', lastName: 'Iyer' }),
];
const trip = (extra: Partial<Travel> & Pick<Travel, 'id' | 'householdId'>): Travel => ({
  pickupNeeded: false,
  ...extra,
});
const travel = [
  trip({
    id: 'h1',
    householdId: 'h1',
    arrivalDate: '2027-12-09',
    arrivalTime: '14:30',
    arrivalMode: 'train',
    arrivalNumber: '12951',
    arrivalPlace: 'Udaipur City',
    departureDate: '2027-12-12',
    pickupNeeded: true,
    notes: 'Two suitcases',
  }),
  // Rohan comes a day later by car: he is not counted with his household.
  trip({ id: 'g2', householdId: 'h1', guestId: 'g2', arrivalDate: '2027-12-10', arrivalMode: 'car' }),
  trip({
    id: 'h2',
    householdId: 'h2',
    arrivalDate: '2027-12-09',
    arrivalTime: '09:05',
    arrivalMode: 'flight',
  }),
  // No days given yet: on no sheet, in no count.
  trip({ id: 'h3', householdId: 'h3', pickupNeeded: true }),
];

describe('arrivals and departures', () => {
  it('lists each journey on its day, arrivals first and by time, with the guests it carries', () => {
    const sheet = arrivalsSheet(journeys(travel, households, guests));
    expect(sheet.rows).toEqual([
      ['Thu, Dec 9, 2027', 'Arrival', '9:05 AM', 'The Iyers', 'Arjun Iyer', '1', 'Flight', '', '', '', ''],
      [
        '',
        'Arrival',
        '2:30 PM',
        'The Sharmas',
        'Meera Sharma',
        '1',
        'Train',
        '12951',
        'Udaipur City',
        'Pickup needed',
        'Two suitcases',
      ],
      ['Fri, Dec 10, 2027', 'Arrival', '', 'The Sharmas', 'Rohan Sharma', '1', 'Car', '', '', '', ''],
      ['Sun, Dec 12, 2027', 'Departure', '', 'The Sharmas', 'Meera Sharma', '1', '', '', '', '', ''],
    ]);
    expect(sheet.header).toHaveLength(sheet.rows[0]!.length);
  });

  it('the CSV carries the day on every row', () => {
    const csv = sheetCsv(arrivalsSheet(journeys(travel, households, guests), { everyDay: true }));
    expect(csv.split('\r\n').filter((line) => line.startsWith('"Thu, Dec 9, 2027"'))).toHaveLength(2);
  });
});

describe('rooms per hotel per night', () => {
  const block: RoomBlock = {
    id: 'b1',
    hotel: 'Lake Palace',
    rooms: 2,
    checkIn: '2027-12-09',
    checkOut: '2027-12-12',
  };
  const rooms: RoomAssignment[] = [
    { id: 'r1', blockId: 'b1', householdId: 'h1', checkIn: '2027-12-09', checkOut: '2027-12-11' },
    {
      id: 'r2',
      blockId: 'b1',
      householdId: 'h1',
      guestId: 'g2',
      checkIn: '2027-12-10',
      checkOut: '2027-12-13',
    },
  ];

  it('counts the rooms taken each night from check-in to the night before check-out, and who sleeps there', () => {
    const nights = roomNights([block], rooms, households, guests);
    expect(nights[0]!.nights).toEqual([
      { night: '2027-12-09', used: 1, guests: ['The Sharmas: Meera Sharma'] },
      { night: '2027-12-10', used: 2, guests: ['The Sharmas: Meera Sharma', 'The Sharmas: Rohan Sharma'] },
      { night: '2027-12-11', used: 1, guests: ['The Sharmas: Rohan Sharma'] },
      // Past the block's last night: the room is shown, against no rooms held.
      { night: '2027-12-12', used: 1, guests: ['The Sharmas: Rohan Sharma'] },
    ]);
    expect(roomsSheet(nights).rows.map((r) => r.slice(1, 4))).toEqual([
      ['Thu, Dec 9, 2027', '1', '2'],
      ['Fri, Dec 10, 2027', '2', '2'],
      ['Sat, Dec 11, 2027', '1', '2'],
      ['Sun, Dec 12, 2027', '1', '0'],
    ]);
  });

  it('counts arriving guests, those needing a pickup, and rooms for the overview', () => {
    expect(travelCounts(travel, guests, rooms)).toEqual({ arriving: 3, pickups: 1, rooms: 2 });
  });
});
