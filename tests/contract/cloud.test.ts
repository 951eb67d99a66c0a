// @vitest-environment jsdom
import { collectionContract } from './collections.cases';
import { guestCommandsContract } from './guests.cases';
import { plannerContract } from './planner.cases';
import { planningCommandsContract } from './planning.cases';
import { publicContract } from './public.cases';
import { sampleWeddingContract } from './sample-wedding.cases';
import { seatingContract } from './seating.cases';
import { travelContract } from './travel.cases';
import { cloudSubject } from './subjects';

const subject = cloudSubject();
collectionContract(subject);
guestCommandsContract(subject);
seatingContract(subject);
planningCommandsContract(subject);
plannerContract(subject);
publicContract(subject);
sampleWeddingContract(subject);
travelContract(subject);
