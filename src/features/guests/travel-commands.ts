import { defineCommand, putBased, removeBased } from '@/lib/commands/command';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import type { Entity } from '@/lib/backend';
import { z } from '@/lib/zod';
import {
  roomBlocksCollection,
  roomAssignmentSchema,
  travelSchema,
  type RoomAssignment,
  type RoomBlock,
  type Travel,
} from './travel-model';

/**
 * Travel and stay's commands (src/lib/commands): each one batch, undone exactly; the contract suite runs them on both
 * adapters (tests/contract/travel.cases.ts).
 */

const byId = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Saves a household's (or a guest's) travel over the record as stored, which the guests may have filled in. */
export const saveTravel = defineCommand({
  name: 'saveTravel',
  input: travelSchema,
  async plan(travel: Travel, read) {
    const stored = await read.get<Travel>('travel', travel.id);
    return { changes: [putBased('travel', travel, stored)], result: travel };
  },
  describe: () => 'Saved the travel plan',
});

const removeOne = <T extends Entity>(table: string, name: string, what: (record: T) => string) =>
  defineCommand({
    name,
    input: byId,
    async plan({ id }, read) {
      const record = await read.get<T>(table, id);
      return { changes: record ? [removeBased(table, record)] : [], result: record ? what(record) : '' };
    },
    describe: (_input, label: string) => `Deleted ${label}`,
  });

export const removeTravel = removeOne<Travel>('travel', 'removeTravel', () => 'the travel plan');

export const addRoomBlock = addRecordCommand(roomBlocksCollection, 'addRoomBlock', (b) => b.hotel);
export const updateRoomBlock = updateRecordCommand(roomBlocksCollection, 'updateRoomBlock', (b) => b.hotel);
/** Deletes a room block with the rooms given in it. */
export const removeRoomBlock = removeOne<RoomBlock>('room_blocks', 'removeRoomBlock', (b) => `"${b.hotel}"`);

/** Gives a household (or one of its guests) a room of a block for some nights. */
export const assignRoom = defineCommand({
  name: 'assignRoom',
  input: roomAssignmentSchema,
  plan: (room: RoomAssignment) => ({ changes: [putBased('room_assignments', room)], result: room }),
  describe: () => 'Gave a room',
});
export const removeRoom = removeOne<RoomAssignment>('room_assignments', 'removeRoom', () => 'the room');
