import { freshCollections, withWriteAfterRead } from '../../../tests/fakes/command-port';
import { VersionConflictError, type CollectionPort } from '@/lib/backend';
import { defineCollection } from '@/lib/data/collections';
import { z } from '@/lib/zod';
import { runCommand } from './run-command';
import { addRecordCommand, updateRecordCommand } from './record-commands';

const songs = defineCollection({
  table: 'songs',
  noun: 'song',
  schema: z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    artist: z.string(),
    played: z._default(z.boolean(), false),
  }),
});
const add = addRecordCommand(songs, 'addSong', (song) => song.title);
const update = updateRecordCommand(songs, 'updateSong', (song) => song.title);
const song = { id: 's1', title: 'Tum Hi Ho', artist: 'Arijit Singh', played: false };

let port: CollectionPort;
beforeEach(async () => {
  port = await freshCollections();
});

describe('recordCommands', () => {
  it('adds a record its schema accepts, and its undo takes it away', async () => {
    const ran = await runCommand(port, add, song);
    expect(ran.label).toBe('Added the song "Tum Hi Ho"');
    expect(await port.get('songs', 's1')).toEqual(song);
    await port.apply(ran.inverse);
    expect(await port.get('songs', 's1')).toBeNull();
  });

  it('refuses a record its schema does not accept, writing nothing', async () => {
    await expect(runCommand(port, add, { ...song, title: '' })).rejects.toMatchObject({ name: '$ZodError' });
    expect(await port.list('songs')).toEqual([]);
  });

  it('writes the fields given over the record as stored, and its undo puts the old one back', async () => {
    await port.put('songs', song);
    const ran = await runCommand(port, update, { id: 's1', changes: { played: true } });
    expect(ran.label).toBe('Changed the song "Tum Hi Ho"');
    expect(await port.get('songs', 's1')).toEqual({ ...song, played: true });
    await port.apply(ran.inverse);
    expect(await port.get('songs', 's1')).toEqual(song);
  });

  it('writes only what the couple changed from what they saw, keeping another tab’s change to another field', async () => {
    await port.put('songs', { ...song, artist: 'A. Singh' });
    const edited = { ...song, title: 'Tum Hi Ho (live)' };
    await runCommand(port, update, { id: 's1', changes: edited, seen: song });
    expect(await port.get('songs', 's1')).toEqual({ ...song, title: 'Tum Hi Ho (live)', artist: 'A. Singh' });
  });

  it('refuses a change to a field another tab changed since the couple saw it', async () => {
    await port.put('songs', { ...song, title: 'Kesariya' });
    const edited = { ...song, title: 'Tum Hi Ho (live)' };
    await expect(runCommand(port, update, { id: 's1', changes: edited, seen: song })).rejects.toMatchObject({
      name: 'VersionConflictError',
      reason: 'changed',
    });
    expect(await port.get('songs', 's1')).toMatchObject({ title: 'Kesariya' });
  });

  it('refuses a change to a record deleted meanwhile, and does not bring it back', async () => {
    await expect(runCommand(port, update, { id: 's1', changes: { played: true } })).rejects.toMatchObject({
      name: 'VersionConflictError',
      reason: 'deleted',
    });
    expect(await port.list('songs')).toEqual([]);
  });

  it('refuses a change based on a version replaced between its read and its write', async () => {
    await port.put('songs', song);
    const stale = withWriteAfterRead(port, 'songs', { ...song, artist: 'A. Singh' });
    await expect(runCommand(stale, update, { id: 's1', changes: { played: true } })).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    expect(await port.get('songs', 's1')).toEqual({ ...song, artist: 'A. Singh' });
  });

  it('refuses a change its schema does not accept, writing nothing', async () => {
    await port.put('songs', song);
    await expect(runCommand(port, update, { id: 's1', changes: { title: '' } })).rejects.toMatchObject({
      name: '$ZodError',
    });
    expect(await port.get('songs', 's1')).toEqual(song);
  });
});
