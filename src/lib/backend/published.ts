/**
 * Names of published blobs (FilePort.publish): `<area>/<token>.<ext>`, where the token is the record's 128-bit
 * public token. Nothing else is accepted, so a published name can never reach into another folder.
 */
const PUBLISHED_NAME = /^invites\/[A-Za-z0-9_-]{22,64}\.png$/;

export const isPublishedName = (name: string) => PUBLISHED_NAME.test(name);
export const inviteImageName = (token: string) => `invites/${token}.png`;
