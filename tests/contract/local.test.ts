// @vitest-environment node
import { CASCADES } from '../../src/lib/backend/relations';
import { collectionCases, collectionContract } from './collections.cases';
import { guestCommandsContract } from './guests.cases';
import { plannerContract } from './planner.cases';
import { planningCommandsContract } from './planning.cases';
import { publicContract } from './public.cases';
import { sampleWeddingContract } from './sample-wedding.cases';
import { seatingContract } from './seating.cases';
import { travelContract } from './travel.cases';
import { localSubject } from './subjects';

const subject = localSubject();
collectionContract(subject);
guestCommandsContract(subject);
seatingContract(subject);
planningCommandsContract(subject);
plannerContract(subject);
publicContract(subject);
sampleWeddingContract(subject);
travelContract(subject);

// The suite catches a divergence: a local adapter that forgets one of the cascades the cloud's foreign keys make
// (a guest's seats) fails the cases that delete guests.
describe('a planted divergence', () => {
  const planted = localSubject({
    cascades: CASCADES.filter((c) => !(c.parent === 'guests' && c.child === 'seat_assignments')),
  });
  it('fails the contract', async () => {
    await expect(
      collectionCases[
        'removes a household with its guests, their plus-ones, answers and seats, and says what went'
      ](planted),
    ).rejects.toThrow();
    await expect(
      collectionCases['removes a guest with their plus-one, answers and seats; a table with its seats'](
        planted,
      ),
    ).rejects.toThrow();
  });
});
