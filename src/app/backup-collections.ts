import { categoriesCollection, expensesCollection } from '@/features/budget';
// Not through the feature's index, which /budget loads first: the schedule is fetched with its section.
import { paymentsCollection } from '@/features/budget/payments-model';
import {
  answersCollection,
  eventsCollection,
  guestsCollection,
  householdsCollection,
  websitesCollection,
} from '@/features/guests';
// Not through the feature's index, which every page that counts guests loads (see travel-model.ts).
import {
  roomAssignmentsCollection,
  roomBlocksCollection,
  travelCollection,
} from '@/features/guests/travel-model';
// Not through the feature's index, which the account overview loads first: the ledger's schema stays out of /account.
import { giftsCollection } from '@/features/gifts/model';
import { invitesCollection, publishedOf, uploadsOf, withFreshToken } from '@/features/invites';
import { moodBoardsCollection } from '@/features/mood-board';
import { songsCollection } from '@/features/music';
import { remindersCollection } from '@/features/notifications';
import { photoIdeasCollection } from '@/features/photos';
import { chatConversationsCollection, chatMessagesCollection } from '@/features/planner';
import { registryItemsCollection, registryStoresCollection } from '@/features/registry';
import { scheduleCollection } from '@/features/schedule';
import { assignmentsCollection, tablesCollection } from '@/features/seating';
// Not through the feature's index, which the planner page loads first (see rules-model.ts).
import { rulesCollection } from '@/features/seating/rules-model';
// Not through the registry's index, which its page loads first: the funds section is fetched when it shows.
import { fundsCollection } from '@/features/registry/funds-model';
import { tasksCollection } from '@/features/tasks';
import { vendorsCollection } from '@/features/vendors';
import { backupCollection } from '@/lib/backup/format';
import { newToken } from '@/lib/ids';

/**
 * Every collection a backup carries, in the order a restore writes them (a parent before what hangs off it). A
 * feature that adds a collection adds it here, with the files its records point at: a collection missing from this
 * list is neither backed up nor restored (`backup-collections.test.ts` checks every `defineCollection` is listed).
 */
export const BACKUP_COLLECTIONS = [
  backupCollection({ def: categoriesCollection, label: 'Budget categories' }),
  backupCollection({ def: expensesCollection, label: 'Expenses' }),
  backupCollection({ def: scheduleCollection, label: 'Schedule events' }),
  backupCollection({ def: tasksCollection, label: 'Tasks' }),
  backupCollection({ def: remindersCollection, label: 'Reminders' }),
  backupCollection({ def: photoIdeasCollection, label: 'Photo ideas' }),
  backupCollection({ def: songsCollection, label: 'Songs' }),
  backupCollection({ def: registryItemsCollection, label: 'Registry items' }),
  backupCollection({ def: registryStoresCollection, label: 'Registry stores' }),
  backupCollection({
    def: vendorsCollection,
    label: 'Vendors',
    files: (vendor) => (vendor.contractFile ? [vendor.contractFile] : []),
  }),
  // After expenses and vendors, which its instalments belong to.
  backupCollection({
    def: paymentsCollection,
    label: 'Payments',
    files: (payment) => (payment.receiptFile ? [payment.receiptFile] : []),
  }),
  backupCollection({
    def: moodBoardsCollection,
    label: 'Mood boards',
    files: (board) => (board.imageKey ? [board.imageKey] : []),
  }),
  backupCollection({
    def: invitesCollection,
    label: 'Invitations',
    files: uploadsOf,
    published: publishedOf,
    rekey: withFreshToken,
  }),
  backupCollection({ def: chatConversationsCollection, label: 'Planner conversations' }),
  backupCollection({ def: chatMessagesCollection, label: 'Planner messages' }),
  backupCollection({ def: eventsCollection, label: 'Events' }),
  // A household's RSVP link is unique across accounts: restored into another account, it gets a new one.
  backupCollection({
    def: householdsCollection,
    label: 'Households',
    rekey: (household) => ({ ...household, rsvpToken: newToken() }),
  }),
  backupCollection({ def: guestsCollection, label: 'Guests' }),
  backupCollection({ def: answersCollection, label: 'RSVP answers' }),
  // So is the website's address: restored into another account, the site comes back unpublished, to be given an
  // address again (the old one may still belong to the first account).
  backupCollection({
    def: websitesCollection,
    label: 'Wedding website',
    rekey: (site) => ({ ...site, slug: undefined, published: false }),
  }),
  backupCollection({ def: tablesCollection, label: 'Seating tables' }),
  backupCollection({ def: assignmentsCollection, label: 'Seat assignments' }),
  backupCollection({ def: rulesCollection, label: 'Seating rules' }),
  backupCollection({ def: travelCollection, label: 'Travel' }),
  backupCollection({ def: roomBlocksCollection, label: 'Room blocks' }),
  backupCollection({ def: roomAssignmentsCollection, label: 'Room assignments' }),
  backupCollection({ def: fundsCollection, label: 'Registry cash funds' }),
  backupCollection({ def: giftsCollection, label: 'Gifts received' }),
];
