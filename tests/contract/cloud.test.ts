// @vitest-environment jsdom
import { collectionContract } from './collections.cases';
import { guestCommandsContract } from './guests.cases';
import { cloudSubject } from './subjects';

const subject = cloudSubject();
collectionContract(subject);
guestCommandsContract(subject);
